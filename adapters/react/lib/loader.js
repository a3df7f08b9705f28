'use strict';
// Loading the provider's modules unmodified. The loader
//   - transpiles every module outside Debian's Node directories and this adapter (JSX, ES
//     modules, TypeScript) with the esbuild CLI, cached in memory and on disk by content hash;
//   - resolves the specifiers the config replaces to the host's stand-ins (or to a file the
//     config names), wherever the provider imports them from;
//   - resolves `react`, `react/*` and `react-test-renderer` to Debian's one copy, so the provider
//     and the renderer share a React (two copies break hooks);
//   - finds other packages in NODE_PATH, /usr/lib/nodejs and /usr/share/nodejs, where Debian
//     installs them, when Node's own lookup does not;
//   - compiles each module once per process (a `vm.Script` that every realm runs anew, see
//     realm.js), Debian's with a V8 code cache kept beside the transpiled modules: React's
//     development builds are large, and compiling them from scratch at each start would
//     dominate a run.
//
// CONTRACT_REPORT_REACT_CACHE names the cache folder (`off`: no cache on disk);
// CONTRACT_REPORT_REACT_SOURCEMAPS=1 maps the provider's stack traces to its own lines (slower).

const crypto = require('node:crypto');
const fs = require('node:fs');
const Module = require('node:module');
const os = require('node:os');
const path = require('node:path');
const vm = require('node:vm');

const ADAPTER_ROOT = path.resolve(__dirname, '..');

/** The stand-ins a config may replace a specifier with. */
const STANDINS = {
  '@contract-report/ordering-api': path.join(ADAPTER_ROOT, 'standins', 'ordering-api.js'),
  '@contract-report/storage': path.join(ADAPTER_ROOT, 'standins', 'storage.js'),
  '@contract-report/react-native': path.join(ADAPTER_ROOT, 'standins', 'react-native.js'),
};

/** Debian packages of what the adapter needs, by what is missing. */
const PACKAGES = {
  react: 'node-react',
  'react-test-renderer': 'node-react-test-renderer',
  esbuild: 'esbuild',
};

const systemDirs = [
  ...(process.env.NODE_PATH ?? '').split(path.delimiter).filter((entry) => entry !== ''),
  '/usr/lib/nodejs',
  '/usr/share/nodejs',
].map((entry) => path.resolve(entry));

const TRANSPILED = ['.js', '.jsx', '.mjs', '.ts', '.tsx'];
const LOADERS = { '.ts': 'ts', '.tsx': 'tsx' };

/** An error a user can act on (the adapter reports it and exits with status 2). */
class SetupError extends Error {}

function inside(file, folder) {
  return file === folder || file.startsWith(folder + path.sep);
}

/** Whether a file is the provider's (transpiled, its imports replaced). */
function isProviderFile(filename) {
  return !inside(filename, ADAPTER_ROOT) && !systemDirs.some((dir) => inside(filename, dir));
}

/** Resolves a bare specifier in Debian's directories (`null`: not there). */
function resolveSystem(request, resolve) {
  for (const dir of systemDirs) {
    try {
      return resolve(path.join(dir, request));
    } catch (error) {
      if (error.code !== 'MODULE_NOT_FOUND') throw error;
    }
  }
  return null;
}

function packageName(request) {
  const parts = request.split('/');
  return request.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** The file of a system package, or a SetupError naming the Debian package to install. */
function systemFile(request) {
  const resolved = resolveSystem(request, (file) => require.resolve(file));
  if (resolved === null) {
    const name = packageName(request);
    throw new SetupError(
      `cannot find '${request}' in ${systemDirs.join(', ')}: install the Debian package ${PACKAGES[name] ?? `for ${name}`} (apt-get install ${PACKAGES[name] ?? name})`,
    );
  }
  return resolved;
}

/** The esbuild executable: $ESBUILD, else `esbuild` on PATH. */
function findEsbuild() {
  const candidates = process.env.ESBUILD
    ? [process.env.ESBUILD]
    : (process.env.PATH ?? '').split(path.delimiter).filter(Boolean).map((dir) => path.join(dir, 'esbuild'));
  for (const candidate of candidates) {
    try {
      fs.accessSync(candidate, fs.constants.X_OK);
      return candidate;
    } catch {
      // try the next one
    }
  }
  throw new SetupError(
    'cannot find the esbuild executable on PATH (or $ESBUILD): install the Debian package esbuild (apt-get install esbuild)',
  );
}

let folderChoice;

/**
 * The on-disk cache folder: $CONTRACT_REPORT_REACT_CACHE (`off`: none), else a folder of this
 * user's in the temporary directory. `null` when it cannot be used safely.
 */
function cacheFolder() {
  if (folderChoice === undefined) folderChoice = chooseCacheFolder();
  return folderChoice;
}

function chooseCacheFolder() {
  const setting = process.env.CONTRACT_REPORT_REACT_CACHE;
  if (setting === 'off') return null;
  const uid = typeof process.getuid === 'function' ? process.getuid() : 'user';
  const folder = setting || path.join(os.tmpdir(), `contract-report-react-${uid}`);
  try {
    fs.mkdirSync(folder, { recursive: true, mode: 0o700 });
    const info = fs.statSync(folder);
    if (typeof process.getuid === 'function' && info.uid !== process.getuid()) return null;
    return folder;
  } catch {
    return null;
  }
}

/** Writes `data` to `file` atomically (a partial write never becomes the cache entry). */
function writeAtomically(file, data) {
  const partial = `${file}.${process.pid}.tmp`;
  try {
    fs.writeFileSync(partial, data, { mode: 0o600 });
    fs.renameSync(partial, file);
  } catch {
    try {
      fs.unlinkSync(partial);
    } catch {
      // nothing was written
    }
  }
}

function digest(...parts) {
  return crypto.createHash('sha256').update(parts.join('\0')).digest('hex');
}

const sourceMaps = process.env.CONTRACT_REPORT_REACT_SOURCEMAPS === '1';

class Transpiler {
  constructor() {
    this.memory = new Map();
    this.esbuild = null;
    this.identity = null;
  }

  transpile(filename, source) {
    if (this.esbuild === null) {
      this.esbuild = findEsbuild();
      const info = fs.statSync(this.esbuild);
      this.identity = `${fs.realpathSync(this.esbuild)} ${info.size} ${info.mtimeMs}`;
    }
    const loader = LOADERS[path.extname(filename)] ?? 'jsx';
    const args = [
      `--loader=${loader}`, '--format=cjs', '--jsx=automatic', '--target=node20',
      `--sourcefile=${filename}`, '--log-level=error', '--color=false',
      ...(sourceMaps ? ['--sourcemap=inline'] : []),
    ];
    const key = digest(this.identity, ...args, source);
    const remembered = this.memory.get(key);
    if (remembered !== undefined) return remembered;
    const folder = cacheFolder();
    const cached = folder === null ? null : path.join(folder, `${key}.js`);
    if (cached !== null) {
      try {
        const code = fs.readFileSync(cached, 'utf8');
        this.memory.set(key, code);
        return code;
      } catch {
        // not cached yet
      }
    }
    let code;
    try {
      code = require('node:child_process').execFileSync(this.esbuild, args, {
        input: source, encoding: 'utf8', stdio: ['pipe', 'pipe', 'pipe'], maxBuffer: 256 * 1024 * 1024,
      });
    } catch (error) {
      const detail = String(error.stderr ?? '').trim() || error.message;
      throw new SetupError(`esbuild could not transpile ${filename}:\n${detail}`);
    }
    this.memory.set(key, code);
    if (cached !== null) writeAtomically(cached, code);
    return code;
  }
}

/**
 * Compiles Debian's CommonJS modules with a V8 code cache. The cache of a module is written when
 * the process ends (so it holds the functions the process compiled too), once per module
 * version; a cache V8 rejects is replaced.
 */
class CodeCache {
  constructor() {
    this.fresh = [];
    process.on('exit', () => this.save());
  }

  compile(filename, source, info) {
    const folder = cacheFolder();
    let file = null;
    let cachedData;
    if (folder !== null) {
      file = path.join(folder, `v8-${digest(process.version, filename, info.size, info.mtimeMs)}.bin`);
      try {
        cachedData = fs.readFileSync(file);
      } catch {
        cachedData = undefined;
      }
    }
    const script = new vm.Script(Module.wrap(source), { filename, cachedData });
    if (file !== null && (cachedData === undefined || script.cachedDataRejected)) {
      this.fresh.push({ file, script });
    }
    return script;
  }

  save() {
    for (const { file, script } of this.fresh) writeAtomically(file, script.createCachedData());
    this.fresh = [];
  }
}

/** A module's parent as Node's resolver reads it: the importing file. */
function parentOf(filename) {
  const folder = path.dirname(filename);
  return { id: filename, filename, path: folder, paths: Module._nodeModulePaths(folder) };
}

/**
 * Resolves and compiles the provider's modules. `replacements` maps a specifier, exactly as the
 * provider's modules write it, to a stand-in name (`@contract-report/…`) or to a file path
 * relative to `baseFolder`.
 */
class Loader {
  constructor({ replacements, baseFolder }) {
    this.targets = new Map();
    for (const [specifier, target] of Object.entries(replacements)) {
      if (target.startsWith('@contract-report/')) {
        if (STANDINS[target] === undefined) {
          throw new SetupError(
            `replace["${specifier}"]: no stand-in "${target}" (stand-ins: ${Object.keys(STANDINS).join(', ')})`,
          );
        }
        this.targets.set(specifier, STANDINS[target]);
      } else {
        this.targets.set(specifier, path.resolve(baseFolder, target));
      }
    }
    this.transpiler = new Transpiler();
    this.codeCache = new CodeCache();
    // The files do not change during a check: a (folder, specifier) pair resolves once.
    this.resolved = new Map();
    // filename -> {version, script}: each module is compiled once per version of its file.
    this.scripts = new Map();
    // Node's resolver tries these extensions, in this order, after .js, .json and .node.
    for (const extension of TRANSPILED) {
      if (Module._extensions[extension] === undefined) Module._extensions[extension] = Module._extensions['.js'];
    }
    // With CONTRACT_REPORT_REACT_SOURCEMAPS=1: each transpiled module's source map, by file
    // (Node maps the stacks of modules its own loader compiled; these a realm evaluates).
    this.sourceMaps = sourceMaps ? new Map() : null;
  }

  /** `file:line:column` of a transpiled module as in its source (`null`: not mapped). */
  originalPosition(file, line, column) {
    const map = this.sourceMaps?.get(file);
    const entry = map?.findEntry(line - 1, column - 1);
    if (entry === undefined || entry.originalSource === undefined) return null;
    return `${entry.originalSource}:${entry.originalLine + 1}:${entry.originalColumn + 1}`;
  }

  /**
   * The file `request` names when the module `from` imports it (a Node built-in: its name);
   * throws Node's MODULE_NOT_FOUND error when there is none.
   */
  resolve(request, from) {
    if (Module.isBuiltin(request)) return request;
    const key = `${path.dirname(from)}\0${request}`;
    let file = this.resolved.get(key);
    if (file === undefined) {
      file = this.resolveUncached(request, from);
      this.resolved.set(key, file);
    }
    return file;
  }

  resolveUncached(request, from) {
    const parent = parentOf(from);
    const resolve = (file) => Module._resolveFilename(file, parent, false);
    if (isProviderFile(from) && this.targets.has(request)) return resolve(this.targets.get(request));
    if (STANDINS[request] !== undefined) return STANDINS[request];
    if (request === 'react' || request.startsWith('react/') || request === 'react-test-renderer') {
      const pinned = resolveSystem(request, resolve);
      if (pinned !== null) return pinned;
    }
    try {
      return resolve(request);
    } catch (error) {
      const bare = !request.startsWith('.') && !path.isAbsolute(request);
      if (error.code !== 'MODULE_NOT_FOUND' || !bare) throw error;
      const found = resolveSystem(request, resolve);
      if (found !== null) return found;
      throw error;
    }
  }

  /**
   * The compiled CommonJS wrapper of a JavaScript module (a `vm.Script`, to run in a realm):
   * the provider's modules transpiled, Debian's with the V8 code cache, the adapter's stand-ins
   * as they are.
   */
  script(filename) {
    const info = fs.statSync(filename);
    const provider = isProviderFile(filename);
    const source = provider ? fs.readFileSync(filename, 'utf8') : null;
    const code = provider ? this.transpiler.transpile(filename, source) : null;
    const version = provider ? code : `${info.size} ${info.mtimeMs}`;
    const known = this.scripts.get(filename);
    if (known !== undefined && known.version === version) return known.script;
    let script;
    if (provider) {
      script = new vm.Script(Module.wrap(code), { filename });
      if (this.sourceMaps !== null) this.rememberSourceMap(filename, code);
    } else if (systemDirs.some((dir) => inside(filename, dir))) {
      script = this.codeCache.compile(filename, fs.readFileSync(filename, 'utf8'), info);
    } else {
      script = new vm.Script(Module.wrap(fs.readFileSync(filename, 'utf8')), { filename });
    }
    this.scripts.set(filename, { version, script });
    return script;
  }

  rememberSourceMap(filename, code) {
    const match = /\/\/# sourceMappingURL=data:application\/json;base64,([A-Za-z0-9+/=]+)\s*$/.exec(code);
    if (match === null) return;
    const payload = JSON.parse(Buffer.from(match[1], 'base64').toString('utf8'));
    this.sourceMaps.set(filename, new Module.SourceMap(payload));
  }
}

module.exports = { Loader, systemFile, SetupError, STANDINS, ADAPTER_ROOT };
