// Reading the rules files and the console's own limits as text, for the offline checks. This is no
// rules compiler (only the emulators and the Firebase service compile rules): it finds what a
// compiler would also find in the delimiters and function names, and it pins the rules' limits to
// the constants the console checks before it writes or uploads.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { importWorkspace } from '../../workspace-import.mjs';

const root = new URL('../../../', import.meta.url).pathname;

export const readProjectFile = (path) => readFileSync(join(root, path), 'utf8');

/** The text with comments and the insides of string literals blanked out, positions unchanged. */
export function codeOnly(rules) {
  return rules.replace(/\/\/[^\n]*|'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"/g, (token) =>
    token.startsWith('/') ? ' '.repeat(token.length) : `${token[0]}${' '.repeat(token.length - 2)}${token[0]}`,
  );
}

/** The first unbalanced or mismatched delimiter as "line:column", or null when all of them pair up. */
export function unbalancedDelimiter(rules) {
  const pairs = { ')': '(', ']': '[', '}': '{' };
  const stack = [];
  const lines = codeOnly(rules).split('\n');
  for (const [lineIndex, line] of lines.entries()) {
    for (const [column, char] of [...line].entries()) {
      if ('([{'.includes(char)) stack.push({ char, at: `${lineIndex + 1}:${column + 1}` });
      else if (char in pairs && stack.pop()?.char !== pairs[char]) return `${lineIndex + 1}:${column + 1}`;
    }
  }
  return stack.length > 0 ? stack[stack.length - 1].at : null;
}

// Global functions and keywords of the rules language that may stand before "(".
const builtins = new Set(['if', 'return', 'in', 'is', 'exists', 'existsAfter', 'get', 'getAfter', 'debug', 'int', 'float', 'string', 'bool', 'path', 'duration', 'timestamp', 'math', 'hashing', 'latlng', 'firestore']);

/** Names called as functions (not as methods) that the file neither declares nor the language has. */
export function undeclaredFunctions(rules) {
  const code = codeOnly(rules);
  const declared = new Set([...code.matchAll(/\bfunction\s+([A-Za-z_]\w*)\s*\(/g)].map((match) => match[1]));
  const called = [...code.matchAll(/(?<![.\w])([A-Za-z_]\w*)\s*\(/g)].map((match) => match[1]).filter((name) => name !== 'function');
  return [...new Set(called)].filter((name) => !declared.has(name) && !builtins.has(name));
}

/** Every list of string literals in the rules, e.g. `['mk', 'en', 'sq']`, as arrays of strings. */
export function stringLists(rules) {
  const withoutComments = rules.replace(/\/\/[^\n]*/g, '');
  return [...withoutComments.matchAll(/\[\s*('[^']*'(?:\s*,\s*'[^']*')*)\s*\]/g)].map((match) =>
    [...match[1].matchAll(/'([^']*)'/g)].map((item) => item[1]),
  );
}

/**
 * The block (a `match` or a `function`) whose first line contains `fragment`, from the start of that
 * line to its closing brace.
 */
export function blockContaining(rules, fragment) {
  const code = codeOnly(rules);
  const found = code.indexOf(fragment);
  if (found < 0) throw new Error(`No block containing ${fragment}`);
  const start = code.lastIndexOf('\n', found) + 1;
  // Match paths hold braces too ({uid}); a block opens at the brace after a space.
  let depth = 0;
  for (let index = code.indexOf(' {', found) + 1; index > 0 && index < code.length; index++) {
    if (code[index] === '{') depth++;
    if (code[index] === '}' && --depth === 0) return rules.slice(start, index + 1);
  }
  throw new Error(`Unclosed block containing ${fragment}`);
}

/** `2 * 1024 * 1024` → 2097152: the only arithmetic the limits use. */
export function product(expression) {
  const factors = expression.split('*').map((factor) => Number(factor.trim()));
  if (factors.some((factor) => !Number.isFinite(factor))) throw new Error(`Not a product of numbers: ${expression}`);
  return factors.reduce((total, factor) => total * factor, 1);
}

/**
 * The value of `export const NAME` of a console source file, imported as the product itself imports it
 * (no copy, no parsing of source text): a list (an object's keys, for a map such as CARD_BRANDS) or a number.
 */
export async function consoleConstant(path, name) {
  const value = (await importWorkspace(path))[name];
  if (value === undefined) throw new Error(`${name} not found in ${path}`);
  if (Array.isArray(value)) return [...value];
  return typeof value === 'object' && value !== null ? Object.keys(value) : value;
}

/** An object constant of a console source file (such as ACCOUNT_TEXT_LIMITS), imported. */
export async function consoleObject(path, name) {
  const value = (await importWorkspace(path))[name];
  if (typeof value !== 'object' || value === null) throw new Error(`${name} is no object in ${path}`);
  return structuredClone(value);
}

/** The length limits of a rules function's `optionalString(map, 'field', N)` / `requiredString(…)` checks, as `{ field: N }`. */
export function stringLimits(block) {
  // Comments removed, string literals kept: the field names are in them.
  const code = block.replace(/\/\/[^\n]*/g, '');
  // optionalMatch(fields, 'key', length, pattern) limits a text too; so does the inline form the product
  // rules use, (!('key' in fields) || (fields.key is string && fields.key.size() <= length …)).
  const calls = [...code.matchAll(/(?:(?:optional|required)String|optionalMatch)\(\w+, '(\w+)', (\d+)[,)]/g)];
  const inline = [...code.matchAll(/\(!\('(\w+)' in \w+\) \|\| \(\w+\.\w+ is string && \w+\.\w+\.size\(\) <= (\d+)/g)];
  return Object.fromEntries([...calls, ...inline].map((match) => [match[1], Number(match[2])]));
}

const { productFieldsSchema, productTextsSchema } = await importWorkspace('libs/products-data/src/rules/product-schemas.ts');

/**
 * The text lengths the product schema of a kind (the forms' and the data layer's, imported as they are)
 * allows in its `fields` or `texts` part, as `{ field: N }`: every string field with a maximum length.
 */
export function productSchemaLimits(kind, part) {
  const schema = part === 'fields' ? productFieldsSchema(kind) : productTextsSchema(kind);
  const limits = {};
  for (const [field, description] of Object.entries(schema.describe().fields)) {
    const max = description.type === 'string' ? description.tests.find((test) => test.name === 'max')?.params?.max : undefined;
    if (typeof max === 'number') limits[field] = max;
  }
  return limits;
}
