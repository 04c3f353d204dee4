// Type-checks one project's files with the workspace's compiler settings (tsconfig.json), reporting only
// that project's errors: the files it imports from other libraries are read for their types, not judged.
// The test command keeps one `tsc` over the whole tree (faster on two cores); this is the per-project,
// cached target a team runs for what it changed (`nx affected -t typecheck`).
import { resolve, sep } from 'node:path';
import ts from 'typescript';

const projectRoot = resolve(process.argv[2] ?? '.');
const config = ts.getParsedCommandLineOfConfigFile(resolve('tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: (diagnostic) => fail([diagnostic]) });
if (!config) throw new Error('tsconfig.json could not be read');

const own = config.fileNames.filter((file) => resolve(file).startsWith(projectRoot + sep));
// Global declarations (the typed translations' augmentation, say) hold for every project.
const declarations = config.fileNames.filter((file) => file.endsWith('.d.ts'));
const program = ts.createProgram({ rootNames: [...new Set([...own, ...declarations])], options: config.options });
const diagnostics = [
  ...program.getOptionsDiagnostics(),
  ...program.getGlobalDiagnostics(),
  ...own.flatMap((file) => {
    const source = program.getSourceFile(file);
    return source ? [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)] : [];
  }),
];
if (diagnostics.length > 0) fail(diagnostics);
console.log(`${own.length} files of ${process.argv[2]} type-check`);

function fail(found) {
  const host = { getCanonicalFileName: (name) => name, getCurrentDirectory: () => process.cwd(), getNewLine: () => '\n' };
  process.stderr.write(ts.formatDiagnosticsWithColorAndContext(found, host));
  process.exit(1);
}
