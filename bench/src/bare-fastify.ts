// The anchor of `npm run bench -- speed` (issue 16): a bare Fastify 5 JSON route, no plugins,
// answering a small envelope. Started as its own process like the real server.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
const body = { Success: true, Data: { Title: '论语', Id: 1 }, Code: 200, Description: '' };
app.get('/bare', async () => body);
app.post('/bare', async () => body);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.info('bare fastify listening');
