import {
  IMPORT_KIND_LABELS,
  type ImportApplied,
  type ImportDryRun,
  type ImportKind,
  type ImportMapping as Mapping,
} from '@catering/domain';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { errorMessages } from '../../lib/api';
import { downloadFromUrl } from '../../lib/download';
import { templateUrl, useApplyImport, useImportDryRun } from './api';
import { formatCount } from './format-count';
import { ImportMapping } from './ImportMapping';
import { ImportResult } from './ImportResult';

/** The list an Import screen opens from: the kinds it offers, and the way back. */
export interface ImportPlace {
  kinds: readonly [ImportKind, ...ImportKind[]];
  back: { to: string; label: string };
}

/** An Import screen (/ingredients/import and others): upload, map columns, dry run, apply all or nothing. */
export function ImportPage({ kinds, back }: ImportPlace) {
  const [kind, setKind] = useState<ImportKind>(kinds[0]);
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<ImportDryRun | null>(null);
  const [applied, setApplied] = useState<ImportApplied | null>(null);
  const [mapping, setMapping] = useState<Mapping | undefined>(undefined);
  const dryRun = useImportDryRun();
  const apply = useApplyImport();

  const check = (next: { kind: ImportKind; file: File; mapping?: Mapping }) => {
    setApplied(null);
    apply.reset();
    dryRun.mutate(next, { onSuccess: setResult, onError: () => setResult(null) });
  };
  const changeKind = (next: ImportKind) => {
    setKind(next);
    setMapping(undefined);
    setResult(null);
    if (file) check({ kind: next, file });
  };
  const chooseFile = (chosen: File | undefined) => {
    if (!chosen) return;
    setFile(chosen);
    setMapping(undefined);
    check({ kind, file: chosen });
  };
  const remap = (next: Mapping) => {
    setMapping(next);
    if (file) check({ kind, file, mapping: next });
  };

  const changes = result ? result.counts.create + result.counts.update : 0;
  const blocked = !result || result.problems.length > 0 || result.counts.refused > 0;
  const runApply = () => {
    if (!file) return;
    apply.mutate(
      { kind, file, mapping },
      {
        onSuccess: (done) => {
          setApplied(done);
          setResult(null);
        },
      },
    );
  };

  return (
    <Stack spacing={2}>
      <PageHeader
        title="Import"
        subtitle={
          <Link component={RouterLink} to={back.to}>
            Back to {back.label}
          </Link>
        }
      />
      {kinds.length > 1 ? (
        <ToggleButtonGroup
          exclusive
          value={kind}
          onChange={(_, value: ImportKind | null) => value && changeKind(value)}
          aria-label="What the file holds"
        >
          {kinds.map((option) => (
            <ToggleButton key={option} value={option}>
              {IMPORT_KIND_LABELS[option]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      ) : (
        <Typography>File of {IMPORT_KIND_LABELS[kind].toLowerCase()}, one per row.</Typography>
      )}
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Button variant="contained" component="label" startIcon={<UploadFileIcon />}>
          Choose file
          <input
            hidden
            type="file"
            aria-label="Spreadsheet file"
            accept=".csv,.xlsx,text/csv"
            onChange={(event) => chooseFile(event.target.files?.[0])}
          />
        </Button>
        {(['csv', 'xlsx'] as const).map((format) => (
          <Button
            key={format}
            onClick={() => void downloadFromUrl(templateUrl(kind, format), `${kind}.${format}`)}
          >
            Download {format.toUpperCase()} template
          </Button>
        ))}
      </Stack>
      {file && <div>File: {file.name}</div>}
      {dryRun.isError && <Alert severity="error">{errorMessages(dryRun.error).join(' ')}</Alert>}
      {applied && (
        <Alert severity="success">
          Imported: {formatCount(applied.counts.create)} created,{' '}
          {formatCount(applied.counts.update)} updated, {formatCount(applied.counts.unchanged)}{' '}
          unchanged.{' '}
          <Link component={RouterLink} to={back.to}>
            Back to {back.label}
          </Link>
        </Alert>
      )}
      {apply.isError && (
        <Alert severity="error">
          {errorMessages(apply.error).map((message) => (
            <div key={message}>{message}</div>
          ))}
        </Alert>
      )}
      {result && (
        <>
          {result.notices.map((notice) => (
            <Alert key={notice} severity="warning">
              {notice}
            </Alert>
          ))}
          {result.problems.length > 0 && (
            <Alert severity="error">
              {result.problems.map((problem) => (
                <div key={problem}>{problem}</div>
              ))}
            </Alert>
          )}
          {result.headers.length > 0 && (
            <ImportMapping result={result} disabled={dryRun.isPending} onChange={remap} />
          )}
          {result.problems.length === 0 && <ImportResult result={result} />}
          <Stack direction="row">
            <Button
              variant="contained"
              disabled={blocked || changes === 0 || apply.isPending || dryRun.isPending}
              onClick={runApply}
            >
              Apply {formatCount(changes)} changes
            </Button>
          </Stack>
        </>
      )}
    </Stack>
  );
}
