'use strict';
// @contract-report/storage: device storage as the host keeps it (storage.get / storage.set /
// storage.remove requests), in the two shapes React Native code uses.
//
// - `AsyncStorage` (also the default export), like @react-native-async-storage/async-storage:
//   getItem(key) → Promise<string | null>, setItem(key, value) → Promise<void>,
//   removeItem(key) → Promise<void>. A read or write the host refuses rejects with an Error
//   whose message is the host's reason.
// - `strategy`, the shape Ordering's providers take as a `strategy` prop:
//   getItem(key, isJson) JSON-parses the stored text when isJson (a value that is not JSON
//   rejects, as JSON.parse throws), setItem(key, value, isJson) JSON-stringifies when isJson,
//   removeItem(key).

const { request } = require('../lib/host.js');
const { log } = require('../lib/wire.js');

function failed(result) {
  return result !== null && typeof result === 'object' && typeof result.failed === 'string';
}

const AsyncStorage = {
  async getItem(key) {
    const result = await request('storage.get', { key: String(key) });
    if (failed(result)) throw new Error(result.failed);
    return typeof result?.value === 'string' ? result.value : null;
  },
  async setItem(key, value) {
    if (typeof value !== 'string') {
      log(`AsyncStorage.setItem: the value for a key is a ${typeof value}, not a string; stored as String(value)`);
    }
    const result = await request('storage.set', { key: String(key), value: String(value) });
    if (failed(result)) throw new Error(result.failed);
  },
  async removeItem(key) {
    const result = await request('storage.remove', { key: String(key) });
    if (failed(result)) throw new Error(result.failed);
  },
};

const strategy = {
  async getItem(key, isJson) {
    const value = await AsyncStorage.getItem(key);
    return isJson && value !== null ? JSON.parse(value) : value;
  },
  async setItem(key, value, isJson) {
    await AsyncStorage.setItem(key, isJson ? JSON.stringify(value) : value);
  },
  async removeItem(key) {
    await AsyncStorage.removeItem(key);
  },
};

module.exports = { __esModule: true, default: AsyncStorage, AsyncStorage, strategy };
