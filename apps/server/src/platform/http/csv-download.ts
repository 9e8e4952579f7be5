// A CSV answer the browser saves as a file, for the reports that offer one (format=csv or Accept: text/csv).
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Whether the caller asked for CSV: `format=csv` in the query, or text/csv in Accept. */
export function wantsCsv(request: FastifyRequest, format: string | undefined): boolean {
  return format === 'csv' || /\btext\/csv\b/.test(request.headers.accept ?? '');
}

export function sendCsv(reply: FastifyReply, fileName: string, csv: string): FastifyReply {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .send(csv);
}
