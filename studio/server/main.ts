// npm run studio: the publishing service on its own port (STUDIO_PORT, default 7400), its API under
// /official-studio/api/. Configuration: docs/publishing.md.
import { createServer } from 'node:http';
import { DEMO_STAFF } from './staff/seed-staff';
import { startStudio, studioConfigFromEnv } from './start';

const config = studioConfigFromEnv();
const port = Number(process.env.STUDIO_PORT ?? 7400);
const studio = await startStudio(config);
const server = createServer(studio.handler).listen(port, '127.0.0.1', () => {
  console.log(`发布服务：http://127.0.0.1:${port}/official-studio/api/`);
  console.log(`  数据库：${config.databaseUrl ? 'PostgreSQL（STUDIO_DATABASE_URL）' : `PGlite，${config.dataDir}/db`}`);
  console.log(`  发布目录：${config.pagesDir}`);
  console.log(`  签名公钥（门户构建时配置）：${JSON.stringify(studio.key.publicJwk)}`);
  if (studio.seededDemoStaff) console.log(`  已创建演示账号：${DEMO_STAFF.map((staff) => `${staff.username} / ${staff.password}`).join('，')}`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close();
    studio.stop().finally(() => process.exit(0));
  });
}
