import { Alert, Button, Group, Image, Paper, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import {
  fitSignature,
  type SignatureType,
  type SurveySignature,
  signatureImageSize,
  signaturePadSize,
  signatureTypeLabels,
  signatureTypes,
  validateSignature,
} from '@nbxt/core/household/signature.ts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import SignaturePadDrawing from 'signature_pad';
import { addHouseholdTexts } from './household-texts.ts';

export interface SignaturePadProps {
  value: SurveySignature | null | undefined;
  onChange: (value: SurveySignature) => void;
  /** The applicant's name: the seal is generated from it (申请人姓名为空！ without it). */
  applicantName?: string;
  readOnly?: boolean;
}

/** A canvas of the stored image size (108×48). */
function imageCanvas(): [HTMLCanvasElement, CanvasRenderingContext2D] {
  const canvas = document.createElement('canvas');
  canvas.width = signatureImageSize.width;
  canvas.height = signatureImageSize.height;
  return [canvas, canvas.getContext('2d')!];
}

/** The drawn pad (120×120) fitted into the stored image (108×48). */
function storedImage(pad: HTMLCanvasElement): string {
  const [canvas, context] = imageCanvas();
  const box = fitSignature(signaturePadSize);
  context.drawImage(pad, 0, 0, pad.width, pad.height, box.x, box.y, box.width, box.height);
  return canvas.toDataURL('image/png');
}

/** A red seal with the applicant's name: a bordered box, the name centred. */
function sealImage(name: string): string {
  const [canvas, context] = imageCanvas();
  const { width, height } = signatureImageSize;
  context.strokeStyle = '#d0021b';
  context.fillStyle = '#d0021b';
  context.lineWidth = 3;
  context.strokeRect(2, 2, width - 4, height - 4);
  const size = Math.min(28, Math.floor((width - 16) / Math.max(name.length, 1)));
  context.font = `bold ${size}px serif`;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.fillText(name, width / 2, height / 2 + 1);
  return canvas.toDataURL('image/png');
}

function DrawingPad({ onSave, disabled }: { onSave: (url: string) => void; disabled: boolean }) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePadDrawing | null>(null);
  const [empty, setEmpty] = useState(false);
  useEffect(() => {
    if (!canvas.current) return;
    const drawing = new SignaturePadDrawing(canvas.current, { minWidth: 0.8, maxWidth: 2.2 });
    pad.current = drawing;
    if (disabled) drawing.off();
    return () => drawing.off();
  }, [disabled]);
  return (
    <Stack gap={6} align="flex-start">
      <Paper withBorder radius="sm" w={signaturePadSize.width} h={signaturePadSize.height} bg="white">
        <canvas
          ref={canvas}
          width={signaturePadSize.width}
          height={signaturePadSize.height}
          aria-label={t('household.signature.pad')}
          style={{ touchAction: 'none', display: 'block' }}
        />
      </Paper>
      <Group gap="xs">
        <Button size="compact-sm" variant="default" disabled={disabled} onClick={() => pad.current?.clear()}>
          {t('household.signature.clear')}
        </Button>
        <Button
          size="compact-sm"
          disabled={disabled}
          onClick={() => {
            const drawing = pad.current;
            setEmpty(!drawing || drawing.isEmpty());
            if (drawing && !drawing.isEmpty() && canvas.current) onSave(storedImage(canvas.current));
          }}
        >
          {t('household.signature.save')}
        </Button>
      </Group>
      {empty ? (
        <Text size="sm" c="red">
          {t('household.signature.empty')}
        </Text>
      ) : null}
    </Stack>
  );
}

/**
 * The survey's signature (forms-and-survey.md §3.3, §4, §9): 1 signed on a 120×120 pad and stored as a
 * 108×48 image, 2 a seal generated from the applicant's name (申请人姓名为空！ without one), 3 a refusal
 * with its reason.
 */
export function SignaturePad({ value, onChange, applicantName, readOnly = false }: SignaturePadProps) {
  addHouseholdTexts();
  const { t } = useTranslation();
  const type: SignatureType = value?.type ?? signatureTypes.confirm;
  const [warning, setWarning] = useState<string>();
  const choose = (next: SignatureType) => {
    setWarning(undefined);
    if (next !== type) onChange({ type: next });
  };
  const generateSeal = () => {
    const check = validateSignature(signatureTypes.seal, applicantName);
    if (!check.ok) return setWarning(t(check.message));
    setWarning(undefined);
    const name = String(applicantName).trim();
    onChange({ type: signatureTypes.seal, name, url: sealImage(name) });
  };
  return (
    <Stack gap="sm">
      <SegmentedControl
        aria-label={t('household.signature.type')}
        value={String(type)}
        disabled={readOnly}
        onChange={(v) => choose(Number(v) as SignatureType)}
        data={Object.values(signatureTypes).map((v) => ({
          value: String(v),
          label: t(signatureTypeLabels[v]),
        }))}
        w="fit-content"
      />
      {type === signatureTypes.confirm && !readOnly ? (
        <DrawingPad disabled={readOnly} onSave={(url) => onChange({ ...value, type, url })} />
      ) : null}
      {type === signatureTypes.seal && !readOnly ? (
        <Button size="compact-sm" variant="light" w="fit-content" onClick={generateSeal}>
          {t('household.signature.generate')}
        </Button>
      ) : null}
      {type === signatureTypes.refuse ? (
        <Textarea
          label={t('household.signature.reason')}
          value={value?.remark ?? ''}
          readOnly={readOnly}
          autosize
          minRows={2}
          onChange={(e) => onChange({ type, remark: e.currentTarget.value })}
        />
      ) : null}
      {warning ? (
        <Alert color="orange" variant="light" role="alert" py={6}>
          {warning}
        </Alert>
      ) : null}
      {type !== signatureTypes.refuse && value?.url ? (
        <Image
          src={value.url}
          alt={t('household.signature.image')}
          w={signatureImageSize.width}
          h={signatureImageSize.height}
          fit="contain"
          style={{ border: '1px dashed var(--mantine-color-gray-4)' }}
        />
      ) : null}
    </Stack>
  );
}
