import com.google.cloud.datastore.emulator.impl.util.EmulatorRequestsListener;
import com.google.common.util.concurrent.Futures;
import com.google.common.util.concurrent.ListenableFuture;
import com.google.firebase.rules.lang.CompileResult;
import com.google.firebase.rules.lang.FirebaseRulesProtoCompiler;
import com.google.firebase.rules.lang.common.FirebaseRulesLangOptions;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageCreateContextConverter;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageDeleteContextConverter;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageGetContextConverter;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageListContextConverter;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageService;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageUpdateContextConverter;
import com.google.firebase.rules.runtime.evaluators.AuthRuleEvaluator;
import com.google.firebase.rules.runtime.evaluators.RuleClient;
import com.google.firebase.rules.runtime.v1.ExpressionMapValue;
import com.google.firebase.rules.runtime.v1.ExpressionPathValue;
import com.google.firebase.rules.runtime.v1.ExpressionValue;
import com.google.firebase.rules.runtime.v1.RulesetAst;
import com.google.firebase.rules.v1.Source;
import com.google.firebase.rules.v1.SourcePosition;
import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import com.google.protobuf.util.JsonFormat;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.lang.reflect.Constructor;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * The Cloud Storage rules runtime that the Storage emulator of firebase-tools starts (`java -jar … serve`)
 * and talks to in JSON lines on stdin and stdout, built on the Firebase rules engine that the Cloud Firestore
 * emulator's jar contains (the same compiler and evaluator, with its `firebase.storage` service). It answers
 * `load_ruleset` and `verify`; `firestore.get` and `firestore.exists` in Storage rules are refused (the
 * project's rules use neither), so a rule that needs them denies rather than passes.
 */
public final class StorageRulesRuntime {
  private static final Pattern VERSION_2 = Pattern.compile("rules_version\\s*=\\s*['\"]2['\"]");
  private static final Map<String, AuthRuleEvaluator> rulesets = new HashMap<>();
  private static final Map<String, Integer> versions = new HashMap<>();

  public static void main(String[] args) throws Exception {
    reply(ok(-1));
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
    for (String line; (line = in.readLine()) != null; ) {
      if (line.isBlank()) continue;
      JsonObject request = JsonParser.parseString(line).getAsJsonObject();
      long id = request.get("id").getAsLong();
      JsonObject context = request.getAsJsonObject("context");
      try {
        switch (request.get("action").getAsString()) {
          case "load_ruleset" -> reply(load(id, context));
          case "verify" -> reply(verify(id, context));
          default -> reply(failure(id, "unknown action " + request.get("action")));
        }
      } catch (Exception error) {
        reply(failure(id, String.valueOf(error)));
      }
    }
  }

  private static JsonObject load(long id, JsonObject context) throws Exception {
    Source.Builder source = Source.newBuilder();
    StringBuilder content = new StringBuilder();
    for (JsonElement file : context.getAsJsonObject("source").getAsJsonArray("files")) {
      JsonObject f = file.getAsJsonObject();
      source.addFilesBuilder().setName(f.get("name").getAsString()).setContent(f.get("content").getAsString());
      content.append(f.get("content").getAsString());
    }
    FirebaseRulesLangOptions options = FirebaseRulesLangOptions.builder().allowTernaryOperator(true).build();
    CompileResult compiled = FirebaseRulesProtoCompiler.createStandalone(options).compile(source.build());
    JsonObject response = ok(id);
    if (compiled.hasCompilationError()) {
      JsonArray errors = new JsonArray();
      compiled.getIssues().forEach((issue) -> errors.add(issue.toString()));
      response.add("errors", errors);
      return response;
    }
    String name = context.get("rulesetName").getAsString();
    rulesets.put(name, evaluatorOf(compiled.getRulesetAst()));
    int version = VERSION_2.matcher(content).find() ? 2 : 1;
    versions.put(name, version);
    JsonObject result = new JsonObject();
    result.addProperty("rulesVersion", version);
    response.add("result", result);
    return response;
  }

  /** The Firestore emulator's own evaluator of a compiled ruleset (its class is not public). */
  private static AuthRuleEvaluator evaluatorOf(RulesetAst ast) throws Exception {
    Constructor<?> constructor = Class.forName("com.google.cloud.datastore.emulator.impl.rules.EmulatorRuleClient")
        .getDeclaredConstructor(RulesetAst.class, EmulatorRequestsListener.class);
    constructor.setAccessible(true);
    RuleClient client = (RuleClient) constructor.newInstance(ast, new EmulatorRequestsListener() {});
    return client.getEvaluatorAsync(AuthRuleEvaluator.AuthRuleEvaluatorRequest.release("storage")).get();
  }

  private static JsonObject verify(long id, JsonObject context) throws Exception {
    AuthRuleEvaluator evaluator = rulesets.get(context.get("rulesetName").getAsString());
    if (evaluator == null) return failure(id, "no such ruleset");
    JsonObject variables = context.getAsJsonObject("variables");
    ExpressionValue request = expression(variables.get("request"));
    ExpressionValue resource = expression(variables.get("resource"));
    ObjectContext object = new ObjectContext(pathOf(context.get("path").getAsString()), request.getMapValue(), resource);
    AuthRuleEvaluator.RuleContext rule = switch (context.get("method").getAsString()) {
      case "get" -> FirebaseStorageGetContextConverter.convert(object);
      case "list" -> FirebaseStorageListContextConverter.convert(object);
      case "create" -> FirebaseStorageCreateContextConverter.convert(object);
      case "update" -> FirebaseStorageUpdateContextConverter.convert(object);
      case "delete" -> FirebaseStorageDeleteContextConverter.convert(object);
      default -> throw new IllegalArgumentException("unknown method " + context.get("method"));
    };
    boolean permit;
    try {
      permit = evaluator.evaluate(rule).get().permit();
    } catch (Exception error) {
      // An evaluation error denies, as in production.
      permit = false;
    }
    JsonObject result = new JsonObject();
    result.addProperty("permit", permit);
    JsonObject response = ok(id);
    response.add("result", result);
    return response;
  }

  private static ExpressionValue expression(JsonElement json) throws Exception {
    ExpressionValue.Builder builder = ExpressionValue.newBuilder();
    if (json == null || json.isJsonNull()) return builder.setNullValueValue(0).build();
    JsonFormat.parser().ignoringUnknownFields().merge(json.toString(), builder);
    return builder.build();
  }

  private static ExpressionPathValue pathOf(String path) {
    ExpressionPathValue.Builder builder = ExpressionPathValue.newBuilder();
    for (String segment : path.split("/")) if (!segment.isEmpty()) builder.addSegmentsBuilder().setSimple(segment);
    return builder.build();
  }

  private static JsonObject ok(long id) {
    JsonObject response = new JsonObject();
    response.addProperty("id", id);
    response.addProperty("status", "ok");
    response.add("errors", new JsonArray());
    response.add("warnings", new JsonArray());
    return response;
  }

  private static JsonObject failure(long id, String message) {
    JsonObject response = ok(id);
    response.addProperty("status", "error");
    response.addProperty("message", message);
    JsonArray errors = new JsonArray();
    errors.add(message);
    response.add("errors", errors);
    return response;
  }

  private static synchronized void reply(JsonObject response) {
    System.out.println(response);
    System.out.flush();
  }

  /** One object's request as the generated converters read it. */
  private record ObjectContext(ExpressionPathValue path, ExpressionMapValue request, ExpressionValue existing)
      implements FirebaseStorageService.FirebaseStorageGetContext, FirebaseStorageService.FirebaseStorageListContext,
          FirebaseStorageService.FirebaseStorageCreateContext, FirebaseStorageService.FirebaseStorageUpdateContext,
          FirebaseStorageService.FirebaseStorageDeleteContext {
    public ExpressionValue debug(ExpressionValue value) {
      return value;
    }

    public ListenableFuture<ExpressionValue> firestoreGet(ExpressionPathValue document, SourcePosition position) {
      return Futures.immediateFailedFuture(new UnsupportedOperationException("firestore.get is not available to these Storage rules"));
    }

    public ListenableFuture<ExpressionValue> firestoreExists(ExpressionPathValue document, SourcePosition position) {
      return Futures.immediateFailedFuture(new UnsupportedOperationException("firestore.exists is not available to these Storage rules"));
    }

    public ListenableFuture<ExpressionValue> resource() {
      return Futures.immediateFuture(existing);
    }
  }
}
