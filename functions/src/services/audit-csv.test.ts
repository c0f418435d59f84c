/** The audit export's CSV cells: RFC 4180 quoting, and no cell a spreadsheet would run as a formula. */
import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './audit-log-service.js';

describe('csvCell', () => {
  it.each([
    ['plain', 'plain'],
    ['', ''],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['cr\rhere', '"cr\rhere"'],
    ['=1+1', "'=1+1"],
    ['+91 98765', "'+91 98765"],
    ['-2', "'-2"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=cmd', "'\t=cmd"],
    ['=HYPERLINK("http://x","y")', `"'=HYPERLINK(""http://x"",""y"")"`],
    ['a=b', 'a=b'],
  ])('%j → %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });
});

describe('toCsv', () => {
  it('writes a header row and one CRLF-ended row per entry, changes as JSON', () => {
    const csv = toCsv([
      {
        id: 'abc',
        at: '2026-11-27T10:00:00.000Z',
        actor: { kind: 'apiKey', id: '7', name: 'Feed' },
        action: 'article.create',
        target: { type: 'article', id: '12', title: 'Hello, world', languageId: 1 },
        changes: { status: { from: null, to: 'draft' } },
        outcome: 'allowed',
        ip: '203.0.113.9',
        userAgent: 'curl/8',
        requestId: 'r-1',
      },
    ]);
    const lines = csv.split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]!.split(',')).toHaveLength(20);
    expect(lines[1]).toBe('2026-11-27T10:00:00.000Z,allowed,article.create,apiKey,7,,Feed,,article,12,"Hello, world",1,"{""status"":{""from"":null,""to"":""draft""}}",,,,203.0.113.9,curl/8,r-1,abc');
    expect(lines[2]).toBe('');
  });

  it('gives a refusal its count and the time of a later one (an entry from before counts, 1)', () => {
    const refusal = {
      at: '2026-11-27T10:00:00.000Z',
      actor: { kind: 'staff' as const, id: 'u1', role: 'translator' },
      action: 'aiSettings.read',
      target: { type: 'aiSettings' as const, id: '' },
      changes: {},
      outcome: 'refused' as const,
      message: 'No',
      ip: '203.0.113.9',
      userAgent: 'curl/8',
      requestId: 'r-2',
    };
    const lines = toCsv([
      { ...refusal, id: 'counted', count: 100, lastAt: '2026-11-27T10:09:59.000Z' },
      { ...refusal, id: 'old' },
    ]).split('\r\n');
    const columns = lines[0]!.split(',');
    const cell = (line: string, column: string) => line.split(',')[columns.indexOf(column)];
    expect([cell(lines[1]!, 'count'), cell(lines[1]!, 'lastAt')]).toEqual(['100', '2026-11-27T10:09:59.000Z']);
    expect([cell(lines[2]!, 'count'), cell(lines[2]!, 'lastAt')]).toEqual(['1', '']);
  });
});
