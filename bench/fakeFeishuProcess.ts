import { startFakeFeishu } from '@notedesk/server/src/testing/fakeFeishu';

/**
 * The fake Feishu of bench:feishu in a process of its own, so the rows it keeps and the requests it parses do
 * not count in the server's memory and CPU. Tells the parent its address and app first; then `{ sheet }` adds
 * an empty spreadsheet (answered `{ added }`) and `{ rows }` answers the rows a spreadsheet holds.
 */
const main = async () => {
  const fake = await startFakeFeishu();
  process.on('message', (message: { sheet?: string; rows?: string }) => {
    if (message.sheet) {
      fake.addSpreadsheet(message.sheet);
      process.send?.({ added: message.sheet });
    }
    if (message.rows) process.send?.({ rows: fake.rowsOf(message.rows).length });
  });
  process.once('disconnect', () => {
    fake.close().finally(() => process.exit(0));
  });
  process.send?.({ baseUrl: fake.baseUrl, appId: fake.appId, appSecret: fake.appSecret });
};

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
