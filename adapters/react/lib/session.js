'use strict';
// One provider session: its realm (the provider's modules, React and the stand-ins, evaluated
// anew for each session, see realm.js), the React tree the adapter renders for each mount, and
// what it reads back from the provider's context value.
//
// Each mount renders a new tree with react-test-renderer:
//   <Profiler> <ApiProvider language={api.language}> <Provider {...props}> <Consumer/> …
// The Consumer reads the context with useContext and, after every commit, keeps the value
// (state, t, the language setter, refresh) and pushes a `state` message when the state differs
// from the last one pushed. The Profiler counts commits, so the settle loop sees renders that
// change nothing the host can read.

const { canonical, plain } = require('./json.js');
const { resolveProps } = require('./config.js');

/** Reads `path` ('' the value itself; `a.b.0` nested properties and indexes) from `value`. */
function read(value, path) {
  if (path === '') return value;
  let current = value;
  for (const step of path.split('.')) {
    if (current === null || current === undefined) return undefined;
    current = current[step];
  }
  return current;
}

class ReactSession {
  constructor({ config, realm, host, React, TestRenderer, Provider, Context, ApiProvider, hostObjects }) {
    this.config = config;
    this.realm = realm;
    this.host = host;
    this.React = React;
    this.TestRenderer = TestRenderer;
    this.Provider = Provider;
    this.Context = Context;
    this.ApiProvider = ApiProvider;
    this.hostObjects = hostObjects;
    this.root = null;
    this.value = undefined;
    this.captured = false;
    this.lastPushed = null;
    this.commits = 0;
  }

  /** The handshake's result (`offersRestart`: with the `restart` concept). */
  handshake(offersRestart) {
    return {
      protocol: 'contract-report-provider/2',
      provider: this.config.name,
      view: this.config.view,
      concepts: offersRestart ? ['restart'] : [],
    };
  }

  /** `act` of this session's renderer. */
  get act() {
    return this.TestRenderer.act;
  }

  /**
   * Ends the session, as a process exit would: the tree is dropped without unmounting (no
   * cleanup effect runs), the realm's timers are cleared and its line to the host is shut.
   */
  dispose() {
    this.root = null;
    this.realm.dispose();
  }

  /** Renders a new tree for a session (inside act); a tree still mounted is unmounted first. */
  mount(session, settings) {
    if (this.root !== null) this.unmount();
    const { React } = this;
    const props = this.realm.adopt(resolveProps(this.config.props, {
      hostObjects: this.hostObjects, settings, session,
    }));
    const Consumer = () => {
      const value = React.useContext(this.Context);
      React.useLayoutEffect(() => this.observe(value));
      return null;
    };
    const onRender = () => {
      this.commits += 1;
    };
    const tree = React.createElement(
      React.Profiler, { id: 'contract-report', onRender },
      React.createElement(
        this.ApiProvider, { language: this.config.apiLanguage },
        React.createElement(this.Provider, props, React.createElement(Consumer)),
      ),
    );
    this.lastPushed = null;
    this.root = this.TestRenderer.create(tree);
  }

  /** Unmounts the tree (inside act). The last value stays: later calls reach stale closures. */
  unmount() {
    if (this.root === null) return;
    const root = this.root;
    this.root = null;
    root.unmount();
  }

  /** After a commit: keeps the context value and pushes its state when it changed. */
  observe(value) {
    this.value = value;
    this.captured = true;
    const state = this.state();
    const line = canonical(state);
    if (line !== this.lastPushed) {
      this.lastPushed = line;
      this.realm.wire.send({ type: 'state', state });
    }
  }

  /** The provider's native state as the config reads it (`undefined`: never rendered). */
  state() {
    if (!this.captured) return undefined;
    return plain(read(this.value, this.config.value.state) ?? null);
  }

  /** The function the config names `role` (t, select, refresh); throws a command error when absent. */
  native(role) {
    if (!this.captured) throw new CommandError(`'${role}' before 'mount': the provider has not rendered`);
    const path = this.config.value[role];
    if (path === undefined) throw new CommandError(`the config names no '${role}' in the context value ("value.${role}")`);
    const found = read(this.value, path);
    if (typeof found !== 'function') {
      throw new CommandError(`the context value holds no function at "${path}" (value.${role}), but ${found === null ? 'null' : typeof found}`);
    }
    return found;
  }
}

/** A command the adapter cannot perform: the reply is an `error`. */
class CommandError extends Error {}

module.exports = { ReactSession, CommandError, read };
