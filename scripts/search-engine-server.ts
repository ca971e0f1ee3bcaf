// The local search engine's process (scripts/lib/search-engine.ts starts it):
//   node --import tsx scripts/search-engine-server.ts <host> <port> <data dir>
// Serves PGlite on host:port until it is sent SIGTERM or SIGINT.
import { openEmbeddedEngine, SEARCH_ENGINE_READY } from './lib/search-engine.ts';

const [host, port, dataDir] = process.argv.slice(2);
const engine = await openEmbeddedEngine({ host, port: Number(port), dataDir });
console.log(`${SEARCH_ENGINE_READY}: ${engine.url}`);

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    void engine.stop().finally(() => process.exit(0));
  });
}
