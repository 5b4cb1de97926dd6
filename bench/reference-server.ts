import Fastify from 'fastify';

/**
 * The reference for REST figures: `reference-server.ts <port> <bytes>` serves GET /api/reference, a bare
 * Fastify route returning a constant JSON body of the given size.
 */
const [port = '0', bytes = '2'] = process.argv.slice(2);
const filler = 'x'.repeat(Math.max(0, Number(bytes) - 12));
const body = JSON.stringify([{ name: filler }]);

const app = Fastify({ logger: false });
app.get('/api/reference', async (_request, reply) =>
  reply.type('application/json; charset=utf-8').send(body),
);
app.get('/api/health', async () => ({ ok: true }));
await app.listen({ port: Number(port), host: '127.0.0.1' });
