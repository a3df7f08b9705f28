#!/usr/bin/env node
'use strict';
// contract-report-provider/2 for an unmodified React language context.
//
//   node adapters/react/harness.js path/to/adapter.json [--single-session]
//
// The config (adapters/react/README.md) names the module, its provider and context exports, the
// specifiers to replace with the host's stand-ins, the provider's props, where the context value
// keeps state / t / the setter / refresh, and the handshake's view pointers. The module is
// transpiled with Debian's esbuild and rendered with Debian's react-test-renderer inside act().
//
// After every host message the adapter runs it inside act(), then drains: act() rounds of one
// setImmediate each until a round sends nothing and renders nothing; then it sends `settled`
// with the current state. No timer and no clock decides anything.
//
// The handshake offers `restart`: when a check is over the host sends it, and the adapter drops
// the session (its realm: the provider's modules, React, the tree, the timers; see
// lib/realm.js) and meets the next `hello` with everything loaded anew, as a new process would.
//
// stdout carries protocol lines only; logs, the provider's console and errors go to stderr.
// The adapter exits when stdin closes; a broken config, a module that cannot load, a provider
// that throws while rendering or a host line that breaks the protocol is written to stderr and
// ends the process with a non-zero status.

const wire = require('./lib/wire.js');

wire.protectStdout();

const path = require('node:path');
const { readConfig } = require('./lib/config.js');
const { Loader, SetupError, STANDINS } = require('./lib/loader.js');
const { ProviderRealm } = require('./lib/realm.js');
const { ReactSession, CommandError } = require('./lib/session.js');

const PROTOCOL = 'contract-report-provider/2';

/** The host broke the protocol: the adapter cannot go on. */
class ProtocolError extends Error {}

/** A path as the user wrote it: relative to the working directory when inside it. */
function shown(file) {
  const relative = path.relative(process.cwd(), file);
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative) ? relative : file;
}

/** The realm of the session now (errors of its provider are its own realm's). */
let currentRealm = null;

function isError(value) {
  return value instanceof Error || (currentRealm !== null && currentRealm.isError(value));
}

function headline(error) {
  if (isError(error)) return `${error.name}: ${error.message}`;
  return String(error);
}

/** A provider's error while it loads: its stack in the log, the cause in the last line. */
class LoadError extends Error {
  constructor(module, cause) {
    const missing = /^Cannot find module '([^.\/][^']*)'/.exec(cause?.code === 'MODULE_NOT_FOUND' ? cause.message : '');
    const hint = missing === null ? '' : ` (replace '${missing[1]}' with a stand-in or a file of yours in the config's "replace")`;
    super(`importing ${shown(module)} failed: ${headline(cause).split('\n')[0]}${hint}`);
    this.cause = cause;
  }
}

/** Ends the process: the stack (if any) first, the one-line reason last, so the host's stderr tail shows it. */
function fatal(error) {
  if (error instanceof SetupError) {
    wire.log(error.message);
    process.exit(2);
  }
  if (error instanceof ProtocolError) {
    wire.log(`protocol: ${error.message}`);
    process.exit(2);
  }
  if (error instanceof LoadError) {
    wire.log(describe(error.cause));
    wire.log(error.message);
    process.exit(1);
  }
  wire.log(describe(error));
  wire.log(`the provider threw: ${headline(error)}`);
  process.exit(1);
}

/** The stack, with a note when it points into transpiled code. */
function describe(error) {
  const full = isError(error) ? (error.stack ?? headline(error)) : String(error);
  // Node's and the adapter's own frames say nothing about the provider.
  const text = full.split('\n')
    .filter((line) => !/^\s+at /.test(line) || !(line.includes('node:internal') || line.includes(__dirname)))
    .join('\n');
  if (!/\.(jsx?|mjs|tsx?):\d+/.test(text) || process.env.CONTRACT_REPORT_REACT_SOURCEMAPS === '1') return text;
  return `${text}\n    (lines of transpiled modules; CONTRACT_REPORT_REACT_SOURCEMAPS=1 shows the source lines)`;
}

/** A session: the provider's module, React and the stand-ins evaluated in a new realm. */
function load(config, loader) {
  const realm = new ProviderRealm({ loader, wire });
  currentRealm = realm;
  const React = realm.requireSystem('react');
  const TestRenderer = realm.requireSystem('react-test-renderer');
  const { ApiProvider } = realm.require(STANDINS['@contract-report/ordering-api']);
  const { AsyncStorage, strategy } = realm.require(STANDINS['@contract-report/storage']);
  const host = realm.require(path.join(__dirname, 'lib', 'host.js'));
  let exports;
  try {
    exports = realm.require(config.module);
  } catch (error) {
    if (error instanceof SetupError) throw error;
    if (error?.code === 'MODULE_NOT_FOUND' && String(error.message).split('\n')[0].includes(config.module)) {
      throw new SetupError(`${shown(config.file)}: "module": cannot find ${config.module}`);
    }
    throw new LoadError(config.module, error);
  }
  const exported = (field) => {
    const name = config[field];
    const found = name === 'default' ? (exports?.default ?? exports) : exports?.[name];
    if (found === undefined || found === null) {
      const names = Object.keys(exports ?? {}).filter((key) => key !== '__esModule');
      throw new SetupError(
        `${shown(config.file)}: "${field}": ${config.module} exports no '${name}' (it exports ${names.length === 0 ? 'nothing' : names.join(', ')})`,
      );
    }
    return found;
  };
  return new ReactSession({
    config, realm, host, React, TestRenderer, Provider: exported('provider'), Context: exported('context'),
    ApiProvider, hostObjects: { strategy, asyncStorage: AsyncStorage },
  });
}

function main() {
  const [file, option, ...rest] = process.argv.slice(2);
  if (file === undefined || (option !== undefined && option !== '--single-session') || rest.length > 0) {
    throw new SetupError('usage: node adapters/react/harness.js path/to/adapter.json [--single-session]');
  }
  // --single-session: no `restart` in the handshake, so the host starts a process per check.
  const offersRestart = option === undefined;
  const config = readConfig(file);
  const loader = new Loader({ replacements: config.replace, baseFolder: config.folder });
  // The first session loads before the first line, as at any start; after `restart`, the next
  // loads when the next line comes (the host sends nothing in between).
  let session = load(config, loader);

  process.on('unhandledRejection', (reason) => {
    // As in a React Native app: a warning in the log, and the app goes on.
    wire.log(describe(reason));
    wire.log(`the provider left a promise rejection unhandled: ${headline(reason)}`);
  });
  process.on('uncaughtException', fatal);

  const activity = () => wire.sentCount() + session.commits;
  const act = (work) => session.act(work);

  /** Runs act() rounds of one setImmediate until a round sends nothing and renders nothing. */
  const settle = async (seq) => {
    for (let round = 1; ; round += 1) {
      const before = activity();
      await act(async () => {
        await new Promise((resolve) => setImmediate(resolve));
      });
      if (activity() === before) return;
      if (round === 1000) {
        wire.log(`the provider is still rendering or sending after ${round} rounds (host message ${seq})`);
      }
    }
  };

  const send = wire.send;
  const reply = (seq, outcome) => send({ type: 'reply', seq, ...outcome });

  /** Calls a native function; a returned promise replies when it settles. */
  const callNative = (seq, fn, args) => {
    let returned;
    try {
      returned = fn(...args);
    } catch (error) {
      return { rejected: messageOf(error) };
    }
    if (returned !== null && typeof returned === 'object' && typeof returned.then === 'function') {
      Promise.resolve(returned).then(
        () => reply(seq, { result: {} }),
        (error) => reply(seq, { rejected: messageOf(error) }),
      );
      return null;
    }
    return { result: {} };
  };

  const perform = (seq, message) => {
    switch (message.command) {
      case 'hello':
        if (message.protocol !== PROTOCOL) {
          throw new CommandError(`this provider speaks ${PROTOCOL}, not ${message.protocol}`);
        }
        return { result: session.handshake(offersRestart) };
      case 'mount': {
        const project = message.session?.project;
        const account = message.session?.account;
        if (typeof project !== 'string' || typeof account !== 'string') {
          throw new CommandError('mount.session: expected {project, account} strings');
        }
        const settings = message.settings ?? {};
        if (settings === null || typeof settings !== 'object' || Array.isArray(settings)) {
          throw new CommandError('mount.settings: expected an object');
        }
        session.mount({ project, account }, settings);
        return { result: {} };
      }
      case 'unmount':
        session.unmount();
        return { result: {} };
      case 'select': {
        const language = message.language;
        if (language === null || typeof language !== 'object' || Array.isArray(language)) {
          throw new CommandError('select.language: expected a language object');
        }
        return callNative(seq, session.native('select'), [language]);
      }
      case 'refresh':
        return callNative(seq, session.native('refresh'), []);
      case 't': {
        if (typeof message.key !== 'string') throw new CommandError('t.key: expected a string');
        const fallback = message.fallback;
        if (fallback !== undefined && fallback !== null && typeof fallback !== 'string') {
          throw new CommandError('t.fallback: expected a string or null');
        }
        const t = session.native('t');
        try {
          const text = fallback === undefined || fallback === null ? t(message.key) : t(message.key, fallback);
          return { result: { text: String(text) } };
        } catch (error) {
          return { rejected: messageOf(error) };
        }
      }
      default:
        throw new CommandError(`unknown command '${message.command}'`);
    }
  };

  const command = async (seq, message) => {
    let outcome = null;
    try {
      await act(async () => {
        try {
          outcome = perform(seq, message);
        } catch (error) {
          if (!(error instanceof CommandError)) throw error;
          outcome = { error: error.message };
        }
      });
    } catch (error) {
      wire.log(describe(error));
      wire.log(`the provider threw during '${message.command}': ${headline(error)}`);
      outcome = { error: `the provider threw during '${message.command}': ${headline(error)}` };
    }
    if (outcome !== null) reply(seq, outcome);
  };

  const handle = async (line) => {
    let message;
    try {
      message = JSON.parse(line);
    } catch {
      throw new ProtocolError(`a host line that is not JSON: ${line.slice(0, 120)}`);
    }
    if (message === null || typeof message !== 'object' || !Number.isInteger(message.seq)) {
      throw new ProtocolError(`a host message without an integer seq: ${line.slice(0, 120)}`);
    }
    const { seq } = message;
    if (message.type === 'command' && message.command === 'restart' && offersRestart) {
      // The session ends as a process exit would end it; the next one starts from nothing.
      session.dispose();
      session = null;
      currentRealm = null;
      send({ type: 'reply', seq, result: {} });
      send({ type: 'settled', seq });
      return;
    }
    if (session === null) session = load(config, loader);
    message = session.realm.adopt(message);
    const { host } = session;
    if (message.type === 'command') {
      if (typeof message.command !== 'string') throw new ProtocolError(`command ${seq} names no command`);
      await command(seq, message);
    } else if (message.type === 'response') {
      if (!host.isWaiting(message.id)) throw new ProtocolError(`response ${seq}: no request ${message.id} is waiting`);
      await act(async () => {
        host.deliver(message.id, message.result);
      });
    } else {
      throw new ProtocolError(`unknown message type "${message.type}"`);
    }
    await settle(seq);
    const settled = { type: 'settled', seq };
    const state = session.state();
    if (state !== undefined) settled.state = state;
    send(settled);
  };

  wire.serveLines(handle, fatal);
}

function messageOf(error) {
  if (error instanceof Error) return error.message;
  return String(error);
}

try {
  main();
} catch (error) {
  fatal(error);
}
