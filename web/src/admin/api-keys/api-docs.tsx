/**
 * The Documentation tab (admin-and-api.md §2, §7): rendered at run time from GET /api/openapi.json,
 * which the server generates from the same zod schemas that validate the calls, so it cannot drift
 * from the API. Per call: method, path, summary, parameters, request and response fields, a curl
 * example against this site's address, example answers and its errors; then the whole catalogue.
 */
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Alert, Box, Chip, Skeleton, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useOpenApiDocument, type OpenApiDocument } from '../api/api-keys';
import { curlOf, errorsOf, exampleOf, fieldsOf, jsonSchemaOf, operationsOf, PLACEHOLDER_KEY, type FieldRow, type Operation } from './openapi-view';

const METHOD_COLOR: Record<string, 'success' | 'primary' | 'warning' | 'error'> = { GET: 'success', POST: 'primary', PUT: 'warning', PATCH: 'warning', DELETE: 'error' };

export function ApiDocs() {
  const doc = useOpenApiDocument();
  if (doc.isPending) return <Skeleton variant="rounded" height={240} />;
  if (doc.isError) return <Alert severity="error">The API documentation could not be loaded.</Alert>;
  const origin = window.location.origin;
  const base = origin + (doc.data.servers?.[0]?.url ?? '');
  const operations = operationsOf(doc.data);
  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {doc.data.info?.title ?? 'External API'} {doc.data.info?.version && <Chip size="small" label={`v${doc.data.info.version}`} sx={{ ml: 1 }} />}
        </Typography>
        {doc.data.info?.description && <Typography color="textSecondary">{doc.data.info.description}</Typography>}
        <Typography sx={{ mt: 1 }}>
          Base URL: <Code>{base}</Code>
        </Typography>
        <Typography>
          Send your key on every call: <Code>Authorization: Bearer {PLACEHOLDER_KEY}</Code>
        </Typography>
      </Box>
      <Box>
        {operations.map((o) => (
          <OperationDoc key={`${o.method} ${o.path}`} doc={doc.data} operation={o} origin={origin} />
        ))}
      </Box>
      <ErrorCatalogue operations={operations} />
    </Stack>
  );
}

function OperationDoc({ doc, operation, origin }: { doc: OpenApiDocument; operation: Operation; origin: string }) {
  const { method, path, op } = operation;
  const request = jsonSchemaOf(op.requestBody);
  const [successStatus, success] = Object.entries(op.responses ?? {}).find(([s]) => Number(s) < 300) ?? [];
  const responseSchema = jsonSchemaOf(success);
  const params: FieldRow[] = (op.parameters ?? []).map((p) => ({
    name: `${p.name} (${p.in})`,
    type: typeof p.schema?.type === 'string' ? p.schema.type : 'string',
    required: !!p.required,
    description: [p.description, p.schema?.default !== undefined && `Default ${JSON.stringify(p.schema.default)}`].filter(Boolean).join('. '),
  }));
  const errors = errorsOf(op);
  return (
    <Accordion disableGutters variant="outlined" data-testid="api-operation">
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5, minWidth: 0 }}>
          <Chip label={method} size="small" color={METHOD_COLOR[method] ?? 'default'} sx={{ fontWeight: 700, fontFamily: 'monospace' }} />
          <Typography component="span" sx={{ fontFamily: 'monospace', fontWeight: 600, overflowWrap: 'anywhere' }}>
            {path}
          </Typography>
          <Typography color="textSecondary">{op.summary}</Typography>
        </Stack>
      </AccordionSummary>
      <AccordionDetails>
        <Stack spacing={2}>
          {op.description && <Typography>{op.description}</Typography>}
          {params.length > 0 && <Fields title="Parameters" rows={params} />}
          {request && <Fields title="Request body" rows={fieldsOf(request)} />}
          {responseSchema && <Fields title={`Response (${successStatus})`} rows={fieldsOf(responseSchema)} />}
          <Section title="Example request">
            <CodeBlock>{curlOf(origin, doc, operation)}</CodeBlock>
          </Section>
          <Section title="Example responses">
            {responseSchema && (
              <>
                <Typography variant="body2">{successStatus} {success?.description}</Typography>
                <CodeBlock>{JSON.stringify(exampleOf(responseSchema), null, 2)}</CodeBlock>
              </>
            )}
            {errors[0] && (
              <>
                <Typography variant="body2">{errors[0].status} {errors[0].message}</Typography>
                <CodeBlock>{JSON.stringify({ success: false, message: errors[0].message }, null, 2)}</CodeBlock>
              </>
            )}
          </Section>
          <Section title="Errors">
            <ErrorTable errors={errors} label={`Errors of ${method} ${path}`} />
          </Section>
        </Stack>
      </AccordionDetails>
    </Accordion>
  );
}

function ErrorCatalogue({ operations }: { operations: Operation[] }) {
  const seen = new Map<string, { status: string; message: string }>();
  for (const o of operations) for (const e of errorsOf(o.op)) seen.set(`${e.status} ${e.message}`, e);
  const errors = [...seen.values()].sort((a, b) => a.status.localeCompare(b.status));
  return (
    <Box component="section" aria-labelledby="error-catalogue">
      <Typography id="error-catalogue" variant="h6" component="h2" sx={{ fontWeight: 700 }}>
        Errors
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 1 }}>
        Every error answers <Code>{'{"success": false, "message": "...", "field"?: "...", "reason"?: "..."}'}</Code>.
      </Typography>
      <ErrorTable errors={errors} label="Error catalogue" />
    </Box>
  );
}

function ErrorTable({ errors, label }: { errors: { status: string; message: string }[]; label: string }) {
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>Status</TableCell>
            <TableCell>Meaning</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {errors.map((e) => (
            <TableRow key={`${e.status} ${e.message}`}>
              <TableCell sx={{ fontFamily: 'monospace' }}>{e.status}</TableCell>
              <TableCell>{e.message}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

function Fields({ title, rows }: { title: string; rows: FieldRow[] }) {
  return (
    <Section title={title}>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={title}>
          <TableHead>
            <TableRow>
              <TableCell>Field</TableCell>
              <TableCell>Type</TableCell>
              <TableCell>Required</TableCell>
              <TableCell>Description</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((r) => (
              <TableRow key={r.name}>
                <TableCell sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>{r.name}</TableCell>
                <TableCell sx={{ fontFamily: 'monospace' }}>{r.type}</TableCell>
                <TableCell>{r.required ? 'Yes' : 'No'}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{r.description}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Section>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="subtitle2" component="h4" sx={{ fontWeight: 700, mb: 0.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

const Code = ({ children }: { children: ReactNode }) => (
  <Box component="code" sx={{ fontFamily: 'monospace', bgcolor: 'action.hover', px: 0.5, borderRadius: 0.5, overflowWrap: 'anywhere' }}>
    {children}
  </Box>
);

function CodeBlock({ children }: { children: string }) {
  return (
    <Box
      component="pre"
      tabIndex={0}
      sx={{ m: 0, mb: 1, p: 1.5, bgcolor: 'grey.900', color: 'grey.100', borderRadius: 1, overflowX: 'auto', fontSize: 13, maxWidth: '100%' }}
    >
      <code>{children}</code>
    </Box>
  );
}
