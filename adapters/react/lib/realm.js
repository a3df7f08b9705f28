'use strict';
// A realm for one provider session: a new `vm` context (its own global object and built-ins)
// in which the provider's modules, React, react-test-renderer and the stand-ins are all
// evaluated anew. The compiled code is shared (each module is compiled once per process, see
// loader.js); every module-level value is the realm's own. A session after `restart` meets the
// provider exactly as a newly started process would: nothing of the last one's modules, globals,
// React tree, timers or pending requests is reachable from it.
//
// The realm's global has what Node's has (console, process, Buffer, URL, fetch, …, the same
// objects), except the timers: setTimeout, setInterval and setImmediate (also through
// require('timers')) are Node's, but the realm keeps every handle, and `dispose()` clears them
// all, so nothing the provider scheduled runs after its session. `dispose()` also shuts the
// realm's line to the host: a stand-in or a state push of an ended session writes nothing.

const fs = require('node:fs');
const path = require('node:path');
const vm = require('node:vm');
const { ADAPTER_ROOT, systemFile } = require('./loader.js');

/** The adapter's transport: a realm reaches it only through its own gated copy. */
const WIRE = path.join(ADAPTER_ROOT, 'lib', 'wire.js');
/** Whom the provider's first module is imported by. */
const HARNESS = path.join(ADAPTER_ROOT, 'harness.js');
const TIMER_MODULES = new Set(['timers', 'node:timers']);

class ProviderRealm {
  /** A realm whose modules `loader` resolves and compiles; `wire` is the process's transport. */
  constructor({ loader, wire }) {
    this.loader = loader;
    this.open = true;
    this.modules = new Map();
    this.handles = { timeout: new Set(), interval: new Set(), immediate: new Set() };
    this.wire = {
      send: (message) => {
        if (this.open) wire.send(message);
      },
      log: (text) => {
        if (this.open) wire.log(text);
      },
    };
    this.context = vm.createContext({});
    this.global = vm.runInContext('globalThis', this.context);
    this.timers = this.makeTimers();
    this.installGlobals();
  }

  /**
   * Node's globals the context lacks, the same objects, and Node's console instead of V8's
   * (which writes nowhere but to an inspector); the timers the realm keeps.
   */
  installGlobals() {
    const realm = this.global;
    for (const name of Object.getOwnPropertyNames(globalThis)) {
      if ((name in realm && name !== 'console') || name === 'global') continue;
      Object.defineProperty(realm, name, Object.getOwnPropertyDescriptor(globalThis, name));
    }
    Object.assign(realm, this.timers);
    realm.global = realm;
    realm.IS_REACT_ACT_ENVIRONMENT = true;
    if (this.loader.sourceMaps !== null) {
      realm.Error.prepareStackTrace = (error, frames) => this.stackWithSourceLines(error, frames);
    }
  }

  /** A stack as V8 writes it, with the frames of transpiled modules at their source lines. */
  stackWithSourceLines(error, frames) {
    const lines = frames.map((frame) => {
      const text = String(frame);
      const file = frame.getFileName();
      const line = frame.getLineNumber();
      const column = frame.getColumnNumber();
      const original = file === null || file === undefined ? null : this.loader.originalPosition(file, line, column);
      return `    at ${original === null ? text : text.replace(`${file}:${line}:${column}`, original)}`;
    });
    let head;
    try {
      head = this.global.Error.prototype.toString.call(error);
    } catch {
      head = String(error);
    }
    return [head, ...lines].join('\n');
  }

  /** Node's timer functions, each handle kept until `dispose()`. */
  makeTimers() {
    const { timeout, interval, immediate } = this.handles;
    const named = (fn, like) => Object.defineProperty(fn, 'name', { value: like.name });
    const kept = (set, schedule) => named((...args) => {
      const handle = schedule(...args);
      set.add(handle);
      return handle;
    }, schedule);
    const forgotten = (set, cancel) => named((handle) => {
      set.delete(handle);
      return cancel(handle);
    }, cancel);
    return {
      setTimeout: kept(timeout, setTimeout),
      clearTimeout: forgotten(timeout, clearTimeout),
      setInterval: kept(interval, setInterval),
      clearInterval: forgotten(interval, clearInterval),
      setImmediate: kept(immediate, setImmediate),
      clearImmediate: forgotten(immediate, clearImmediate),
    };
  }

  /** Whether `value` is an Error of this realm or of the adapter's. */
  isError(value) {
    return value instanceof this.global.Error || value instanceof Error;
  }

  /**
   * `value` (JSON data the adapter parsed: objects, arrays, primitives) made of this realm's
   * objects, as the provider's own code would have them; anything else is left as it is.
   */
  adopt(value) {
    if (value === null || typeof value !== 'object') return value;
    const prototype = Object.getPrototypeOf(value);
    if (prototype !== Object.prototype && prototype !== Array.prototype) return value;
    const copy = Array.isArray(value) ? new this.global.Array() : new this.global.Object();
    for (const [key, member] of Object.entries(value)) copy[key] = this.adopt(member);
    return copy;
  }

  /** A system package (React, react-test-renderer) evaluated in this realm. */
  requireSystem(request) {
    return this.load(systemFile(request));
  }

  /** The exports of `request` as `from` imports it (default: the adapter's harness). */
  require(request, from = HARNESS) {
    const target = this.loader.resolve(request, from);
    if (TIMER_MODULES.has(target)) return { ...require(target), ...this.timers };
    if (!path.isAbsolute(target)) return require(target);
    return this.load(target);
  }

  /** Evaluates a module file in this realm once (CommonJS: a cycle sees the partial exports). */
  load(filename) {
    if (filename === WIRE) return this.wire;
    const known = this.modules.get(filename);
    if (known !== undefined) return known.exports;
    if (filename.endsWith('.node')) return require(filename);
    const module = {
      id: filename, filename, path: path.dirname(filename), exports: {}, loaded: false, children: [],
    };
    const moduleRequire = (request) => this.require(request, filename);
    moduleRequire.resolve = (request) => this.loader.resolve(request, filename);
    moduleRequire.cache = {};
    module.require = moduleRequire;
    this.modules.set(filename, module);
    try {
      if (filename.endsWith('.json')) {
        module.exports = this.global.JSON.parse(fs.readFileSync(filename, 'utf8'));
      } else {
        const wrapper = this.loader.script(filename).runInContext(this.context, { displayErrors: true });
        wrapper.call(module.exports, module.exports, moduleRequire, module, filename, module.path);
      }
    } catch (error) {
      this.modules.delete(filename);
      throw error;
    }
    module.loaded = true;
    return module.exports;
  }

  /**
   * Ends the realm's session: its line to the host is shut and every timer, interval and
   * immediate it scheduled is cleared. What it holds is left for the garbage collector.
   */
  dispose() {
    this.open = false;
    for (const handle of this.handles.timeout) clearTimeout(handle);
    for (const handle of this.handles.interval) clearInterval(handle);
    for (const handle of this.handles.immediate) clearImmediate(handle);
    this.handles.timeout.clear();
    this.handles.interval.clear();
    this.handles.immediate.clear();
  }
}

module.exports = { ProviderRealm };
