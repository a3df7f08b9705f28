#!/usr/bin/env node
'use strict';
// A contract-report-provider/1 harness around LegacyLanguageProvider: plain Node, no packages.
//
//   contract-report check --provider-command "node examples/legacy-provider/harness.js"
//
// The harness does three things, and nothing that would hide a provider defect:
//   1. adapters: the provider's storage and API client become `store.*` / `service.*` requests
//      that contract-report (the host) answers, whenever the check decides;
//   2. commands: start/select/close/refresh/switchNamespace/resolve call the provider the way the
//      app does (mount, setLanguage, unmount, refreshTranslations, remount, t);
//   3. observation: it derives the contract's state (generation, statuses, counts, readiness,
//      symptoms) from what the provider exposes and from the requests it saw, and pushes a
//      snapshot after every change.
// Protocol: docs/provider-protocol.md. Logs go to stderr; stdout carries protocol lines only.

const crypto = require('node:crypto');
const readline = require('node:readline');
const { LegacyLanguageProvider } = require('./legacy-language-provider.js');

const PROTOCOL = 'contract-report-provider/1';
const WORK_ORDER = ['restore', 'persist', 'languages', 'dictionary'];

function send(message) {
  process.stdout.write(JSON.stringify(message) + '\n');
}

let namespace = null;
let settings = null;
let provider = null;
let nextRequestID = 0;
const pendingRequests = new Map(); // id -> {kind, resolve}
const waiters = []; // {count, id}
const history = [];
let lastPushed = null;

// What the harness observes about the provider (the contract's vocabulary).
const track = {
  started: false,
  closed: false,
  generation: 0,
  phase: null, // restoring | default | selecting
  selectionSource: null,
  restore: { status: 'notStarted' },
  persistence: { status: 'notAttempted' },
  wroteDefault: false,
  dictionaryStatus: 'notRequested',
  dictionaryCode: null,
  dictionaryVersion: null,
  dictionaryKeyCount: 0,
  heldDictionary: null,
  results: { received: 0, applied: 0, droppedStale: 0, droppedForeign: 0, droppedAfterClose: 0 },
  resolutions: {},
  misuse: {},
  missing: new Map(),
};

// MARK: adapters the provider is built with

const storage = {
  async getItem() {
    const answer = await request('store.restore', 'restore', { namespace });
    if (track.closed) return null;
    switch (answer.status) {
      case 'none':
        track.restore = { status: 'none' };
        track.phase = 'default';
        return null;
      case 'record':
        track.restore = { status: 'restored' };
        return JSON.stringify(answer.record);
      case 'corrupt':
        track.restore = { status: 'corrupt', reason: answer.reason };
        track.phase = 'default';
        return '{"id": "3", "code": "a'; // what a half-written AsyncStorage entry looks like
      default:
        track.restore = { status: 'unreadable', reason: answer.reason };
        track.phase = 'default';
        throw new Error(answer.reason);
    }
  },
  async setItem(_key, value) {
    track.persistence = { status: 'pending' };
    changed();
    const answer = await request('store.persist', 'persist', { namespace, record: JSON.parse(value) });
    if (track.closed) return;
    if (answer.status === 'success') {
      track.persistence = { status: 'succeeded' };
    } else {
      track.persistence = { status: 'failed', reason: answer.reason };
      throw new Error(answer.reason);
    }
  },
};

const ordering = {
  language: null,
  setLanguage(code) {
    this.language = code;
    changed();
  },
  async languages() {
    const code = this.language || settings.bootstrapCode;
    return envelope(await request('service.languages', 'languages', { project: namespace.project, code }), 'languages');
  },
  async dictionary(code) {
    track.dictionaryStatus = 'loading';
    const answer = await request('service.dictionary', 'dictionary', { project: namespace.project, code });
    const response = envelope(answer, 'dictionary');
    response.code = code;
    return response;
  },
};

function envelope(answer, stage) {
  if (answer.status === 'success') {
    return { error: false, result: stage === 'languages' ? answer.languages : answer.dictionary, code: null };
  }
  if (answer.status === 'errorEnvelope') return { error: true, result: answer.messages, code: null };
  throw Object.assign(new Error(answer.error.message), { stage, kind: answer.error.kind, httpStatus: answer.error.httpStatus });
}

// Sends a request; resolves once the host answered AND the provider has run everything that
// answer triggers (then the result is counted, like the Swift provider counts it).
function request(op, kind, fields) {
  nextRequestID += 1;
  const id = nextRequestID;
  const answered = new Promise((resolve) => pendingRequests.set(id, { kind, resolve }));
  send({ type: 'request', id, op, ...fields });
  changed();
  return answered;
}

function deliver(id, result) {
  const entry = pendingRequests.get(id);
  if (!entry) throw new Error(`response ${id}: no such request`);
  pendingRequests.delete(id);
  const closedWhenAnswered = track.closed;
  entry.resolve(result);
  setImmediate(() => {
    track.results.received += 1;
    if (closedWhenAnswered) {
      track.results.droppedAfterClose += 1;
    } else {
      track.results.applied += 1;
      if (entry.kind === 'dictionary') observeDictionary(result);
    }
    changed();
  });
}

// What the provider now holds, after a dictionary answer ran through it.
function observeDictionary(answer) {
  const state = provider.state;
  if (state.dictionary !== track.heldDictionary) {
    track.heldDictionary = state.dictionary;
    track.dictionaryCode = answer.status === 'success' || answer.status === 'errorEnvelope' ? lastDictionaryCode : track.dictionaryCode;
    track.dictionaryKeyCount = Object.keys(state.dictionary).length;
    track.dictionaryVersion = version(state.dictionary);
  }
  track.dictionaryStatus = state.error ? 'failed' : 'loaded';
}

let lastDictionaryCode = null;

// MARK: the contract's view of the provider

function version(dictionary) {
  const keys = Object.keys(dictionary).sort();
  const canonical = '{' + keys.map((key) => JSON.stringify(key) + ':' + JSON.stringify(dictionary[key])).join(',') + '}';
  return crypto.createHash('sha256').update(canonical, 'utf8').digest('hex');
}

function currentState() {
  const state = provider ? provider.state : { language: null, loading: false, dictionary: {}, error: null };
  const awaiting = track.closed ? [] : WORK_ORDER.filter((kind) => [...pendingRequests.values()].some((entry) => entry.kind === kind));
  const view = {
    generation: track.generation,
    closed: track.closed,
    selection: state.language ? { id: state.language.id, code: state.language.code, rtl: !!state.language.rtl, name: state.language.name ?? null } : null,
    selectionSource: state.language ? track.selectionSource : null,
    apiClientCode: ordering.language,
    loading: state.loading,
    error: state.error ? { stage: state.error.stage || 'dictionary', kind: state.error.kind || 'thrown', ...(state.error.httpStatus ? { httpStatus: state.error.httpStatus } : {}) } : null,
    restore: track.restore,
    persistence: track.persistence,
    dictionaryStatus: track.dictionaryStatus,
    dictionaryCode: track.dictionaryCode,
    dictionaryVersion: track.dictionaryVersion,
    dictionaryKeyCount: track.dictionaryKeyCount,
    awaiting,
    readiness: 'notStarted',
    layoutDirectionApplied: false,
  };
  view.readiness = readiness(view);
  return view;
}

function readiness(view) {
  if (view.closed) return 'closed';
  if (!track.started) return 'notStarted';
  if (view.loading || view.awaiting.length > 0) return 'loading';
  if (view.dictionaryStatus === 'notRequested' || view.dictionaryStatus === 'loading') return 'loading';
  if (view.dictionaryStatus === 'failed') return 'fallbackOnly';
  const forSelection = view.dictionaryCode !== null && view.selection !== null && view.dictionaryCode === view.selection.code;
  return view.dictionaryKeyCount > 0 && forSelection ? 'complete' : 'fallbackOnly';
}

function snapshot() {
  return { state: currentState(), results: { ...track.results } };
}

// After any change: note the selection's source, keep history, push a snapshot, wake waiters.
function changed() {
  if (!provider) return;
  const language = provider.state.language;
  if (language && track.selectionSource === null) {
    track.selectionSource = { restoring: 'restored', default: settings.defaultLanguage.source === 'configured' ? 'configuredDefault' : 'serverDefault', selecting: 'selected' }[track.phase] || null;
  }
  if (language && track.phase === 'default' && track.persistence.status === 'notAttempted' && !track.closed) {
    const persists = settings.defaultLanguage.source === 'configured' && settings.defaultLanguage.persists;
    if (!persists) track.persistence = { status: 'notPersistedByPolicy' };
  }
  const current = snapshot();
  const stateLine = JSON.stringify(current.state);
  if (history.length === 0 || JSON.stringify(history[history.length - 1]) !== stateLine) history.push(current.state);
  const line = JSON.stringify(current);
  if (line !== lastPushed) {
    lastPushed = line;
    send({ type: 'snapshot', snapshot: current });
  }
  for (let index = waiters.length - 1; index >= 0; index -= 1) {
    if (track.results.received >= waiters[index].count) {
      const [waiter] = waiters.splice(index, 1);
      send({ type: 'reply', id: waiter.id, result: current });
    }
  }
}

// MARK: translation and diagnostics

function nonKeyCategory(text) {
  const trimmed = text.trim();
  if (trimmed === '') return 'empty';
  const isNumber = (part) => /^[+-]?\d+(\.\d+)?$/.test(part.trim());
  const parts = trimmed.split(',');
  if (parts.length === 2 && parts.every(isNumber) && trimmed.includes('.')) return 'coordinates';
  if ((trimmed.match(/\d/g) || []).length >= 7 && /^[\d +\-().]+$/.test(trimmed)) return 'phoneNumber';
  if (/^#\d+$/.test(trimmed)) return 'orderValue';
  const amount = trimmed.replace(/^(\$|€|£|¥|USD|EUR|GBP|MXN)/, '').replace(/(\$|€|£|¥|USD|EUR|GBP|MXN)$/, '').trim().replace(/,/g, '.');
  if (amount !== '' && amount.split('.').every((piece) => /^\d+$/.test(piece))) return 'orderValue';
  const hasDigit = /\d/.test(trimmed);
  const hasLetter = /\p{L}/u.test(trimmed);
  const hasSpace = /\s/.test(trimmed);
  if (hasDigit && hasLetter && hasSpace) return 'address';
  if (hasSpace) return 'freeText';
  return 'other';
}

function isKey(text) {
  return text.length <= 200 && /^[A-Z][A-Z0-9_]*$/.test(text);
}

function resolve(key, fallback) {
  const text = provider.t(key, fallback ?? undefined);
  const dictionary = provider.state.dictionary;
  let tier;
  if (!isKey(key)) {
    const category = nonKeyCategory(key);
    track.misuse[category] = (track.misuse[category] || 0) + 1;
    tier = text === key ? 'notAKey' : 'original';
  } else if (dictionary[key] && text === dictionary[key]) {
    tier = 'original';
  } else if (fallback && text === fallback) {
    tier = 'fallback';
  } else {
    tier = 'keyText';
  }
  track.resolutions[tier] = (track.resolutions[tier] || 0) + 1;
  if (tier === 'fallback' || tier === 'keyText') {
    const code = track.dictionaryCode ?? provider.state.language?.code ?? null;
    const category = settings.keyCategories[key] || 'uncategorized';
    track.missing.set(`${code}\u0000${key}\u0000${tier}`, { key, category, code, tier });
  }
  return { text, tier };
}

function diagnostics() {
  const state = currentState();
  const fingerprint = crypto.createHash('sha256').update(`${Buffer.byteLength(namespace.project, 'utf8')}:${namespace.project}${namespace.account}`, 'utf8').digest('hex');
  const missing = [...track.missing.values()].sort((a, b) => ((a.code ?? '') + '\u0000' + a.key + '\u0000' + a.tier < (b.code ?? '') + '\u0000' + b.key + '\u0000' + b.tier ? -1 : 1));
  const missingByCategory = {};
  for (const entry of missing) missingByCategory[entry.category] = (missingByCategory[entry.category] || 0) + 1;
  const symptoms = [];
  if (state.persistence.status === 'failed') symptoms.push('languageChangeNotPersisted');
  if (state.selection && (state.apiClientCode !== state.selection.code || (state.dictionaryCode !== null && state.dictionaryCode !== state.selection.code))) symptoms.push('labelsInPriorLanguage');
  if (state.loading && state.awaiting.length === 0 && !state.closed) symptoms.push('appRemainsLoading');
  if (state.selection && state.selection.rtl && !state.layoutDirectionApplied) symptoms.push('rtlWithoutMirroredLayout');
  if (missing.length > 0 || state.readiness === 'fallbackOnly') symptoms.push('missingTranslationHiddenByFallback');
  const results = track.results;
  if (results.droppedStale + results.droppedForeign + results.droppedAfterClose > 0) symptoms.push('lateResultsDropped');
  return {
    namespace: `namespace#${fingerprint.slice(0, 8)}`,
    readiness: state.readiness, loading: state.loading, generation: state.generation, closed: state.closed,
    selectionCode: state.selection ? state.selection.code : null, selectionSource: state.selectionSource,
    rtl: state.selection ? state.selection.rtl : false, layoutDirectionApplied: false,
    apiClientCode: state.apiClientCode, restore: state.restore.status, persistence: state.persistence.status,
    dictionaryStatus: state.dictionaryStatus, dictionaryCode: state.dictionaryCode,
    dictionaryKeyCount: state.dictionaryKeyCount, dictionaryVersion: state.dictionaryVersion,
    error: state.error, awaiting: state.awaiting, results: { ...results },
    resolutions: { ...track.resolutions }, misuse: { ...track.misuse },
    missingTranslations: missing, missingByCategory, symptoms, extra: [],
  };
}

// MARK: commands

function beginSession() {
  track.started = true;
  track.generation += 1;
  track.phase = 'restoring';
  track.restore = { status: 'pending' };
  provider.mount().then(() => changed());
}

const commands = {
  hello(message) {
    if (message.protocol !== PROTOCOL) throw new Error(`this provider speaks ${PROTOCOL}, not ${message.protocol}`);
    namespace = message.namespace;
    settings = message.settings;
    provider = new LegacyLanguageProvider({ storage, ordering, settings, onChange: () => changed() });
    changed();
    return { protocol: PROTOCOL, provider: 'legacy-provider example (Node)', appliesNativeLayoutDirection: false };
  },
  start() {
    if (!track.closed) beginSession();
    return {};
  },
  select(message) {
    if (track.closed) return { outcome: 'closed' };
    const current = provider.state.language;
    if (current && current.id === message.language.id) {
      provider.setLanguage(message.language);
      return { outcome: 'unchanged', generation: track.generation };
    }
    track.started = true;
    track.generation += 1;
    track.phase = 'selecting';
    track.selectionSource = null;
    if (!provider.mounted) provider.mounted = true; // a selector can be used before start
    provider.setLanguage(message.language).then(() => changed());
    return { outcome: 'changed', generation: track.generation };
  },
  close() {
    if (!track.closed) {
      track.closed = true;
      provider.unmount();
      changed();
    }
    return {};
  },
  refresh() {
    if (track.closed || !provider.state.language) return {};
    track.generation += 1;
    provider.refreshTranslations().then(() => changed());
    return {};
  },
  switchNamespace(message) {
    if (track.closed) return {};
    namespace = message.namespace;
    provider.state = { ...provider.state, language: null };
    track.selectionSource = null;
    track.persistence = { status: 'notAttempted' };
    beginSession();
    return {};
  },
  resolve(message) {
    const result = resolve(message.key, message.fallback);
    changed();
    return result;
  },
  snapshot() {
    return snapshot();
  },
  history() {
    return { states: history };
  },
  diagnostics() {
    return diagnostics();
  },
  apiClientCode() {
    return { code: ordering.language };
  },
};

// The dictionary answer's code: remember what each dictionary request asked for.
const originalDictionary = ordering.dictionary;
ordering.dictionary = async function dictionaryWithCode(code) {
  const response = await originalDictionary.call(this, code);
  lastDictionaryCode = code;
  return response;
};

const input = readline.createInterface({ input: process.stdin, terminal: false });
input.on('line', (line) => {
  if (line.trim() === '') return;
  const message = JSON.parse(line);
  if (message.type === 'response') {
    deliver(message.id, message.result);
    return;
  }
  if (message.type !== 'command') throw new Error(`unknown message type ${message.type}`);
  if (message.command === 'waitForResults') {
    if (track.results.received >= message.count) {
      send({ type: 'reply', id: message.id, result: snapshot() });
    } else {
      waiters.push({ id: message.id, count: message.count });
    }
    return;
  }
  const handler = commands[message.command];
  if (!handler) {
    send({ type: 'reply', id: message.id, error: `unknown command '${message.command}'` });
    return;
  }
  try {
    send({ type: 'reply', id: message.id, result: handler(message) });
  } catch (error) {
    send({ type: 'reply', id: message.id, error: error.message });
  }
  changed();
});
input.on('close', () => process.exit(0));
