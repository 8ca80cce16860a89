// React DOM's client, rewritten for the browser build as an ES module whose top level creates no
// Error (decision 032). Used by the esbuild plugin `esm-react-dom-client` in esbuild.config.mjs.
import * as acorn from 'acorn';

const PLUGIN = 'esmReactDomClient (scripts/esm-react-dom-client.mjs, decision 032)';

/**
 * The production build of `react-dom/client` as an ES module:
 * - its top-level `var X = require("m")` become imports, its `exports.name = value` become
 *   `export var name = value`: the code is then the top level of its chunk, compiled in the
 *   background as it streams in, instead of a 190 KB function parsed on the main thread when
 *   esbuild's CommonJS wrapper first runs it;
 * - the errors React creates at its top level as markers (`var SuspenseException =
 *   Error(formatProdErrorMessage(460))`...) are created at their first use instead. With a
 *   debugger attached, as Lighthouse's is, an Error made at the top level has V8 parse the whole
 *   module again on the main thread for its stack's positions (15-40 ms here). Each marker is
 *   still one object, compared by identity as before.
 * Any other shape (a new React version) stops the build with a message naming this file.
 */
export function esmReactDomClientSource(code) {
  const program = acorn.parse(code, { ecmaVersion: 'latest', sourceType: 'script' });
  const edits = [];
  const imports = [];
  const markers = new Map();
  for (const statement of program.body) {
    if (statement.type === 'VariableDeclaration') {
      for (const declarator of statement.declarations) {
        const required = requiredModule(declarator.init);
        if (required) {
          const local = `__folio_${required.replace(/\W/g, '_')}`;
          imports.push(`import ${local} from ${JSON.stringify(required)};`);
          edits.push({ start: declarator.init.start, end: declarator.init.end, text: local });
        }
        const errorCode = markerErrorCode(declarator.init);
        if (errorCode !== null) {
          markers.set(declarator.id.name, { errorCode, declarator });
          edits.push({ start: declarator.init.start, end: declarator.init.end, text: 'null' });
        }
      }
    }
    const exported = exportAssignment(statement);
    if (exported) edits.push({ start: statement.start, end: exported.right.start, text: `export var ${exported.left.property.name} = ` });
  }
  for (const [name, { errorCode, declarator }] of markers) {
    for (const use of references(program, name, declarator)) edits.push({ start: use.start, end: use.end, text: `(${name} ??= Error(formatProdErrorMessage(${errorCode})))` });
  }
  const result = imports.join('\n') + '\n' + applyEdits(code, edits);
  checkShape(program, result, imports, markers);
  return result;
}

function requiredModule(node) {
  return node?.type === 'CallExpression' && node.callee.type === 'Identifier' && node.callee.name === 'require' && node.arguments.length === 1 && typeof node.arguments[0].value === 'string'
    ? node.arguments[0].value
    : null;
}

/** The code N of `Error(formatProdErrorMessage(N))`, React's way of making an error. */
function markerErrorCode(node) {
  if (node?.type !== 'CallExpression' || node.callee.type !== 'Identifier' || node.callee.name !== 'Error' || node.arguments.length !== 1) return null;
  const [message] = node.arguments;
  const isFormatted = message.type === 'CallExpression' && message.callee.type === 'Identifier' && message.callee.name === 'formatProdErrorMessage' && message.arguments.length === 1 && typeof message.arguments[0].value === 'number';
  return isFormatted ? message.arguments[0].value : null;
}

function exportAssignment(statement) {
  const expression = statement.type === 'ExpressionStatement' ? statement.expression : null;
  const isExport = expression?.type === 'AssignmentExpression' && expression.operator === '=' && expression.left.type === 'MemberExpression' && !expression.left.computed && expression.left.object.type === 'Identifier' && expression.left.object.name === 'exports';
  return isExport ? expression : null;
}

/** Every read of the top-level variable `name`; anything else done with that name is refused. */
function references(program, name, declarator) {
  const found = [];
  visit(program, null, (node, parent) => {
    if (node.type !== 'Identifier' || node.name !== name || parent === declarator) return;
    if ((parent.type === 'MemberExpression' && parent.property === node && !parent.computed) || (parent.type === 'Property' && parent.key === node && !parent.computed)) return;
    if ((parent.type === 'AssignmentExpression' && parent.left === node) || parent.type === 'UpdateExpression' || isBinding(node, parent)) {
      throw new Error(`react-dom-client.production.js assigns or redeclares ${name}: ${PLUGIN} expects it to be only read; update the plugin`);
    }
    found.push(node);
  });
  return found;
}

function isBinding(node, parent) {
  if (parent.type === 'VariableDeclarator') return parent.id === node;
  if (parent.type === 'FunctionDeclaration' || parent.type === 'FunctionExpression' || parent.type === 'ArrowFunctionExpression') return parent.id === node || parent.params.includes(node);
  return parent.type === 'CatchClause' && parent.param === node;
}

/** Calls `callback` for each node under `node`, and not under those for which it returns false. */
function visit(node, parent, callback) {
  if (callback(node, parent) === false) return;
  for (const key of Object.keys(node)) {
    const value = node[key];
    if (Array.isArray(value)) {
      for (const child of value) if (child && typeof child.type === 'string') visit(child, node, callback);
    } else if (value && typeof value.type === 'string') {
      visit(value, node, callback);
    }
  }
}

function applyEdits(code, edits) {
  let result = '';
  let at = 0;
  for (const edit of [...edits].sort((a, b) => a.start - b.start)) {
    result += code.slice(at, edit.start) + edit.text;
    at = edit.end;
  }
  return result + code.slice(at);
}

const FUNCTIONS = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression']);

/**
 * The errors made as the module runs (outside any function) that were not moved to their first
 * use. One made to be thrown at once (React's version check) is made only when it fails.
 */
function errorsMadeAtTopLevel(program, markers) {
  const made = [];
  visit(program, null, (node, parent) => {
    if (FUNCTIONS.has(node.type)) return false;
    if (parent?.type === 'VariableDeclarator' && parent.init === node && markers.get(parent.id.name)?.declarator === parent) return false;
    const isError = (node.type === 'CallExpression' || node.type === 'NewExpression') && node.callee.type === 'Identifier' && node.callee.name === 'Error';
    if (isError && parent.type !== 'ThrowStatement') made.push(node);
  });
  return made;
}

function checkShape(program, after, imports, markers) {
  const problems = [];
  if (imports.length === 0) problems.push('no top-level require');
  if (!/^export var hydrateRoot = /m.test(after) || !/^export var createRoot = /m.test(after)) problems.push('no exports.hydrateRoot or exports.createRoot');
  if (/\brequire\(|\bexports\.|\bmodule\.exports\b/.test(after.slice(imports.join('\n').length))) problems.push('a require, exports or module.exports left that is not at the top level');
  if (markers.size === 0) problems.push('no top-level Error(formatProdErrorMessage(code))');
  if (errorsMadeAtTopLevel(program, markers).length > 0) problems.push('an error made at the top level in another way');
  if (problems.length > 0) throw new Error(`react-dom-client.production.js no longer has the shape ${PLUGIN} expects (${problems.join('; ')}): update the plugin`);
}
