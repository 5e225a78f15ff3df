/**
 * `./wms check-upstream <url> [--user U] [--password P] [--warehouse W] [--json] [--plan] [--all]`
 * (or WMS_UPSTREAM_USER, WMS_UPSTREAM_PASSWORD, WMS_UPSTREAM_WAREHOUSE): checks, read only,
 * every call the 249 screens make against a GT_WMS_APP server and prints a report per screen.
 * Exit code 0 when no screen is broken, 1 when one is, 2 on a usage error or a failed sign-in.
 */
import { parseArgs } from 'node:util';
import { checkUpstream } from './check.ts';
import { formatReport } from './report.ts';

const usage = 'usage: ./wms check-upstream <url> [--user admin] [--password admin123] [--warehouse WH01] [--language zh_cn|en] [--json] [--problems]';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    user: { type: 'string' },
    password: { type: 'string' },
    warehouse: { type: 'string' },
    language: { type: 'string' },
    json: { type: 'boolean', default: false },
    problems: { type: 'boolean', default: false },
    concurrency: { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});

const url = positionals[0] ?? process.env.WMS_UPSTREAM_URL;
if (values.help || !url || !/^https?:\/\//.test(url)) {
  console.error(usage);
  console.error('  user, password, warehouse: also WMS_UPSTREAM_USER, WMS_UPSTREAM_PASSWORD, WMS_UPSTREAM_WAREHOUSE; the defaults are the reference server\'s admin / admin123 in the user\'s own warehouse');
  console.error('  --json: the report as JSON on stdout (the progress stays on stderr); --problems: list only the screens that are broken or tolerated (the totals count every screen)');
  process.exit(values.help ? 0 : 2);
}
const language = values.language ?? 'zh_cn';
if (language !== 'zh_cn' && language !== 'en') {
  console.error(usage);
  process.exit(2);
}

// The progress on stderr: one line rewritten in a terminal, a line every 10 % elsewhere.
const tty = process.stderr.isTTY;
let lastTenth = -1;
const onProgress = (done: number, total: number, call: string) => {
  if (tty) {
    process.stderr.write(`\r\u001b[2K[${String(done)}/${String(total)}] ${call.slice(0, 70)}`);
  } else {
    const tenth = Math.floor((done / total) * 10);
    if (tenth !== lastTenth) {
      lastTenth = tenth;
      process.stderr.write(`check-upstream: ${String(done)} of ${String(total)} calls so far\n`);
    }
  }
};

const report = await checkUpstream({
  url,
  user: values.user ?? process.env.WMS_UPSTREAM_USER ?? 'admin',
  password: values.password ?? process.env.WMS_UPSTREAM_PASSWORD ?? 'admin123',
  warehouse: values.warehouse ?? process.env.WMS_UPSTREAM_WAREHOUSE,
  language,
  concurrency: values.concurrency ? Number(values.concurrency) : undefined,
  onProgress,
});
if (tty) process.stderr.write('\r\u001b[2K');
if (values.json) process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
else console.log(formatReport(report, { all: !values.problems }));
if (values.json) process.stderr.write(`check-upstream: ${String(report.totals.works)} works, ${String(report.totals.tolerated)} tolerated, ${String(report.totals.broken)} broken of ${String(report.screens.length)} screens; time ${(report.ms / 1000).toFixed(1)} s\n`);
process.exit(report.fatal ? 2 : report.totals.broken > 0 ? 1 : 0);
