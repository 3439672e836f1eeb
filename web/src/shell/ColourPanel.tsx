import { Button, ColorPicker, Group, Stack, Text } from '@mantine/core';
import { DEFAULT_THEME_COLOUR } from '@nbxt/core/nav/theme.ts';
import { useTranslation } from 'react-i18next';
import { setColour, useLook } from '../base/look.ts';

const SWATCHES = [
  DEFAULT_THEME_COLOUR,
  '#1890ff',
  '#304156',
  '#212121',
  '#11a983',
  '#13c2c2',
  '#6959cd',
  '#f5222d',
];

/** The theme colour picker's panel: the colour, swatches, the current value and the default. */
export default function ColourPanel() {
  const { t } = useTranslation();
  const { colour } = useLook();
  return (
    <Stack gap="sm">
      <Text fz="sm" fw={600}>
        {t('shell.ui.colour')}
      </Text>
      <ColorPicker
        format="hex"
        value={colour}
        onChangeEnd={setColour}
        swatches={SWATCHES}
        swatchesPerRow={8}
        fullWidth
        aria-label={t('shell.ui.colour')}
      />
      <Group justify="space-between">
        <Text fz="xs" c="dimmed" ff="monospace">
          {colour.toUpperCase()}
        </Text>
        <Button size="compact-xs" variant="subtle" onClick={() => setColour(DEFAULT_THEME_COLOUR)}>
          {t('shell.ui.colourDefault')}
        </Button>
      </Group>
    </Stack>
  );
}
