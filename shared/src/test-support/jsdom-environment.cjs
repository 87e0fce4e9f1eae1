// jsdom without the fetch-era globals Node has (Request, Response, Headers, streams...);
// react-router's data APIs need them, so they are lent from Node.
const { TestEnvironment } = require('jest-environment-jsdom');

class StoreJsdomEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    // jsdom's own FormData, Blob and AbortController stay, for DOM interop.
    for (const name of ['Request', 'Response', 'Headers', 'ReadableStream', 'TextEncoder', 'TextDecoder', 'structuredClone']) {
      this.global[name] = globalThis[name];
    }
  }
}

module.exports = StoreJsdomEnvironment;
