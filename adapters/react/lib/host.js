'use strict';
// The provider's side of the host's world: storage and service requests (answered by the host
// in `response` messages, whenever the check decides) and notifications. The stand-ins call
// these; nothing else talks to the host.

const { send } = require('./wire.js');

let nextID = 0;
const waiting = new Map(); // request id -> {op, resolve}

/** Sends a request and returns a promise of the host's `result` for it. */
function request(op, fields) {
  nextID += 1;
  const id = nextID;
  return new Promise((resolve) => {
    waiting.set(id, { op, resolve });
    send({ ...fields, type: 'request', id, op });
  });
}

/** Sends a notification (something the provider did that needs no answer). */
function notify(op, fields) {
  send({ ...fields, type: 'notify', op });
}

/** Whether request `id` waits for an answer. */
function isWaiting(id) {
  return waiting.has(id);
}

/**
 * Delivers the host's answer to request `id`; throws when no request `id` is waiting (the host
 * broke the protocol).
 */
function deliver(id, result) {
  const entry = waiting.get(id);
  if (entry === undefined) throw new Error(`response.id: no request ${id} is waiting`);
  waiting.delete(id);
  entry.resolve(result);
}

module.exports = { request, notify, isWaiting, deliver };
