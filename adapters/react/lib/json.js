'use strict';
// Canonical JSON for protocol lines and state comparison: object keys sorted, so a state that
// differs only in key order is the same state, and every line is byte-identical between runs.
//
// Values are taken the way JSON.stringify takes them (toJSON honoured; functions, symbols and
// undefined dropped from objects and null in arrays; non-finite numbers null), except that a
// BigInt becomes its decimal string and a cycle becomes "[Circular]" instead of throwing: a
// provider's state is whatever it keeps, and reading it must never crash the adapter.

function canonical(value) {
  return write(value, new Set()) ?? 'null';
}

function write(value, open) {
  if (value !== null && typeof value === 'object' && typeof value.toJSON === 'function') {
    value = value.toJSON();
  }
  switch (typeof value) {
    case 'string':
      return JSON.stringify(value);
    case 'number':
      return Number.isFinite(value) ? JSON.stringify(value) : 'null';
    case 'boolean':
      return value ? 'true' : 'false';
    case 'bigint':
      return JSON.stringify(value.toString());
    case 'undefined':
    case 'function':
    case 'symbol':
      return undefined;
    default:
      break;
  }
  if (value === null) return 'null';
  if (open.has(value)) return '"[Circular]"';
  open.add(value);
  let text;
  if (Array.isArray(value)) {
    text = '[' + value.map((item) => write(item, open) ?? 'null').join(',') + ']';
  } else {
    const members = [];
    for (const key of Object.keys(value).sort()) {
      const member = write(value[key], open);
      if (member !== undefined) members.push(JSON.stringify(key) + ':' + member);
    }
    text = '{' + members.join(',') + '}';
  }
  open.delete(value);
  return text;
}

/** A plain JSON value (objects, arrays, strings, numbers, Booleans, null) of `value`. */
function plain(value) {
  return JSON.parse(canonical(value));
}

module.exports = { canonical, plain };
