'use strict';
// @contract-report/ordering-api: an Ordering API context whose client talks to the host.
//
// Exports `ApiContext`, `ApiProvider` and `useApi`, shaped like an app's Ordering ApiContext:
// `useApi()` returns `[ordering, { setLanguage }]`.
//
// - `ordering` is an Ordering-SDK-like client: `ordering.language` (the code its requests
//   carry), `ordering.languages().where([{attribute, value}, …]).get()` (a service.languages
//   request with that filter) and `ordering.translations().asDictionary().get()` (a
//   service.dictionary request). Each `get()` resolves to `{content: {error, result}}`, the
//   Ordering API's envelope as the host answered it, or rejects with an Error (message, `kind`,
//   `status`) when the host answers that the call threw.
// - `setLanguage(code)` tells the host (an `api.setLanguage` notification, on every call with a
//   code, the same code included: that is what the provider did) and, like the real ApiContext, makes a NEW `ordering` with that
//   language when it differs, kept in ApiProvider's state, so effects keyed on `ordering` run
//   again. The client's language is per mount: every mount renders a new ApiProvider.

const React = require('react');
const { request, notify } = require('../lib/host.js');
const { log } = require('../lib/wire.js');

const ApiContext = React.createContext();

function conditionsOf(filter) {
  const list = Array.isArray(filter) ? filter : Array.isArray(filter?.conditions) ? filter.conditions : [filter];
  return list.map((condition) => {
    if (condition === null || typeof condition !== 'object' || typeof condition.attribute !== 'string') {
      throw new TypeError('where(): each condition is {attribute, value}');
    }
    return { attribute: condition.attribute, value: condition.value === undefined ? null : condition.value };
  });
}

function answer(result) {
  if (result !== null && typeof result === 'object') {
    if (result.envelope !== null && typeof result.envelope === 'object') {
      return { content: { error: result.envelope.error, result: result.envelope.result } };
    }
    if (result.thrown !== null && typeof result.thrown === 'object') {
      const error = new Error(String(result.thrown.message ?? 'request failed'));
      error.kind = result.thrown.kind;
      if (result.thrown.status !== undefined) error.status = result.thrown.status;
      throw error;
    }
  }
  throw new Error('the host answered a service request with neither an envelope nor a thrown error');
}

function createOrdering(language) {
  const code = typeof language === 'string' ? language : null;
  const query = (op) => {
    const conditions = [];
    const builder = {
      where(filter) {
        conditions.push(...conditionsOf(filter));
        return builder;
      },
      select() {
        return builder;
      },
      asDictionary() {
        return builder;
      },
      get() {
        const fields = op === 'service.languages' ? { code, where: conditions } : { code };
        return request(op, fields).then(answer);
      },
    };
    return builder;
  };
  return Object.freeze({
    language: code ?? undefined,
    languages: () => query('service.languages'),
    translations: () => query('service.dictionary'),
  });
}

/** The API context provider: `language` is the client's language when it mounts (none: unset). */
function ApiProvider({ children, language }) {
  const [ordering, setOrdering] = React.useState(() => createOrdering(language));
  const setLanguage = (next) => {
    const code = next === undefined || next === null ? null : String(next);
    if (code === null) log('ApiContext setLanguage() was called without a language code');
    else notify('api.setLanguage', { code });
    setOrdering((current) => ((current.language ?? null) === code ? current : createOrdering(code)));
  };
  return React.createElement(ApiContext.Provider, { value: [ordering, { setLanguage }] }, children);
}

/** `[ordering, { setLanguage }]`; `[{}]` outside an ApiProvider, as the real hook returns. */
function useApi() {
  return React.useContext(ApiContext) || [{}];
}

module.exports = { ApiContext, ApiProvider, useApi, createOrdering };
