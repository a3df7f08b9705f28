'use strict';
// The adapter's JSON config (README.md, "The config"): read, checked field by field, and every
// problem reported with the file (and, for JSON syntax, the line and column).

const fs = require('node:fs');
const path = require('node:path');
const { SetupError } = require('./loader.js');

const FIELDS = ['name', 'module', 'provider', 'context', 'replace', 'props', 'value', 'view', 'api'];
const VALUE_FIELDS = ['state', 't', 'select', 'refresh'];
const VIEW_FIELDS = ['language', 'loading', 'error', 'dictionary', 'persistenceError'];
const HOST_OBJECTS = ['strategy', 'asyncStorage'];
const SETTINGS = ['defaultLanguage', 'persistDefault', 'token'];
const SESSION = ['project', 'account'];

function lineAndColumn(text, message) {
  const match = /position (\d+)/.exec(message);
  if (match === null) return '';
  const before = text.slice(0, Number(match[1]));
  const lines = before.split('\n');
  return `:${lines.length}:${lines[lines.length - 1].length + 1}`;
}

/** Reads and checks the config at `file`; throws a SetupError naming the problem. */
function readConfig(file) {
  const where = path.resolve(file);
  let text;
  try {
    text = fs.readFileSync(where, 'utf8');
  } catch (error) {
    throw new SetupError(`${file}: cannot read the config (${error.code ?? error.message})`);
  }
  let raw;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new SetupError(`${file}${lineAndColumn(text, error.message)}: not JSON (${error.message})`);
  }
  const fail = (field, problem) => {
    throw new SetupError(`${file}: "${field}" ${problem}`);
  };
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) fail('(top level)', 'must be an object');
  for (const key of Object.keys(raw)) {
    if (!FIELDS.includes(key)) fail(key, `is not a config field (fields: ${FIELDS.join(', ')})`);
  }
  const string = (field, value, required) => {
    if (value === undefined && !required) return undefined;
    if (typeof value !== 'string' || value === '') fail(field, 'must be a non-empty string');
    return value;
  };
  const object = (field, value) => {
    if (value === undefined) return {};
    if (value === null || typeof value !== 'object' || Array.isArray(value)) fail(field, 'must be an object');
    return value;
  };

  const moduleName = string('module', raw.module, true);
  const replace = object('replace', raw.replace);
  for (const [specifier, target] of Object.entries(replace)) {
    string(`replace.${specifier}`, target, true);
  }
  const props = object('props', raw.props);
  checkProps(props, 'props', fail);

  const value = object('value', raw.value);
  for (const key of Object.keys(value)) {
    if (!VALUE_FIELDS.includes(key)) fail(`value.${key}`, `is not a field of "value" (${VALUE_FIELDS.join(', ')})`);
    if (typeof value[key] !== 'string') fail(`value.${key}`, 'must be a string: a property name, an index or a dotted path');
  }
  if (value.t === undefined) fail('value.t', 'is missing: where the context value keeps t(key, fallback)');
  if (value.select === undefined) fail('value.select', 'is missing: where the context value keeps the language setter');

  const view = object('view', raw.view);
  for (const key of Object.keys(view)) {
    if (!VIEW_FIELDS.includes(key)) fail(`view.${key}`, `is not a view pointer (${VIEW_FIELDS.join(', ')})`);
    if (typeof view[key] !== 'string' || !(view[key] === '' || view[key].startsWith('/'))) {
      fail(`view.${key}`, 'must be a JSON Pointer ("" or starting with "/")');
    }
  }
  if (view.language === undefined) fail('view.language', 'is missing: where the state keeps the selected language');
  if (view.loading === undefined) fail('view.loading', 'is missing: where the state keeps the loading flag');

  const api = object('api', raw.api);
  for (const key of Object.keys(api)) {
    if (key !== 'language') fail(`api.${key}`, 'is not a field of "api" (language)');
  }
  if (api.language !== undefined && api.language !== null && typeof api.language !== 'string') {
    fail('api.language', 'must be a language code or null');
  }

  return {
    file: where,
    folder: path.dirname(where),
    name: string('name', raw.name, false) ?? `React language context (${moduleName})`,
    module: path.resolve(path.dirname(where), moduleName),
    provider: string('provider', raw.provider, true),
    context: string('context', raw.context, true),
    replace,
    props,
    value: { state: value.state ?? '', t: value.t, select: value.select, refresh: value.refresh },
    view,
    apiLanguage: api.language ?? null,
  };
}

/** Checks the `$host`, `$setting` and `$session` references anywhere in `props`. */
function checkProps(value, where, fail) {
  if (value === null || typeof value !== 'object') return;
  if (Array.isArray(value)) {
    value.forEach((item, index) => checkProps(item, `${where}[${index}]`, fail));
    return;
  }
  const marks = Object.keys(value).filter((key) => key.startsWith('$'));
  if (marks.length > 0) {
    const [mark] = marks;
    const allowed = { $host: HOST_OBJECTS, $setting: SETTINGS, $session: SESSION }[mark];
    if (allowed === undefined || Object.keys(value).length !== 1) {
      fail(where, 'must be a plain value or exactly one of {"$host": …}, {"$setting": …}, {"$session": …}');
    }
    if (!allowed.includes(value[mark])) fail(`${where}.${mark}`, `must be one of ${allowed.join(', ')}`);
    return;
  }
  for (const [key, member] of Object.entries(value)) checkProps(member, `${where}.${key}`, fail);
}

/**
 * The props for one mount: the config's values with every reference replaced: `$host` by the
 * host object, `$setting` by the mount's setting (absent: the prop is left out), `$session` by
 * the mount's project or account.
 */
function resolveProps(props, { hostObjects, settings, session }) {
  const resolve = (value) => {
    if (value === null || typeof value !== 'object') return value;
    if (Array.isArray(value)) return value.map(resolve);
    if ('$host' in value) return hostObjects[value.$host];
    if ('$setting' in value) return settings?.[value.$setting];
    if ('$session' in value) return session?.[value.$session];
    const result = {};
    for (const [key, member] of Object.entries(value)) {
      const resolved = resolve(member);
      if (resolved !== undefined) result[key] = resolved;
    }
    return result;
  };
  return resolve(props);
}

module.exports = { readConfig, resolveProps };
