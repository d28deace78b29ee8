import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { assessGrounded, readDocument } from './eval-assess';
import { renderPolicyPdf } from './eval-bank-pdf';
import {
  type BankEntry,
  type BankRow,
  bankMisses,
  bankRow,
  claimForm,
  kindScores,
  kindTable,
} from './eval-bank-score';
import { tallyVerdicts } from './eval-report';

/**
 * `npm run eval -- --bank ../shared/clause-bank/bank.json`: each entry's policy text made into a
 * one-page PDF in memory, read back through the upload reader, and the entry's claim assessed on
 * it. Prints the totals, a table per kind of wording and the misses; writes bench/results/eval-bank.json
 * (for another set, eval-bank-<its name>.json).
 */

/** One entry's verdict: its clause as a PDF, read and assessed as an uploaded policy would be. */
async function assessEntry(entry: BankEntry): Promise<BankRow> {
  const file = `${entry.id}.pdf`;
  const document = await readDocument(await renderPolicyPdf(entry.policy, entry.id), file);
  return bankRow(entry, await assessGrounded([document], claimForm(entry)));
}

/** Runs the bank; with failOnDangerous, any dangerous verdict sets a failing exit code. */
export async function runBank(bankFile: string, failOnDangerous: boolean): Promise<void> {
  const bank = path.resolve(bankFile);
  const entries = JSON.parse(readFileSync(bank, 'utf8')) as BankEntry[];
  const rows: BankRow[] = [];
  for (const entry of entries) rows.push(await assessEntry(entry));
  const summary = { bank, ...tallyVerdicts(rows) };
  const kinds = kindScores(rows);
  const out = path.resolve('bench/results');
  mkdirSync(out, { recursive: true });
  // The clause bank's results are eval-bank.json; another set's are named after its file.
  const name =
    path.basename(bank) === 'bank.json' ? 'eval-bank' : `eval-bank-${path.basename(bank, '.json')}`;
  writeFileSync(path.join(out, `${name}.json`), `${JSON.stringify({ ...summary, kinds, rows }, null, 2)}\n`);
  console.log(JSON.stringify(summary, null, 2));
  console.log(`\n${kindTable(kinds)}\n`);
  for (const line of bankMisses(rows)) console.log(line);
  // As in the corpus mode: a wrong "likely covered" (or the reverse) is the worst answer.
  if (failOnDangerous && summary.dangerous > 0) {
    console.error(`${summary.dangerous} dangerous claim verdicts`);
    process.exitCode = 1;
  }
}
