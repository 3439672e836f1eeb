import { useDraggable } from '@dnd-kit/core';
import { Text } from '@mantine/core';
import { type PaletteItem, palette } from '@nbxt/core/form/catalogue.ts';
import { customFields } from '@nbxt/core/form/custom-fields.ts';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './designer.module.css';
import { type DragData, paletteId } from './dnd-ids.ts';
import { FieldIcon } from './field-icons.tsx';

/** The palette (270 px): the catalogue's sections, custom fields; drag an item or press Enter to add it. */
export const Palette = memo(function Palette({ onAdd }: { onAdd: (item: PaletteItem) => void }) {
  const { t } = useTranslation();
  return (
    <nav className={classes.palette} aria-label={t('designer.palette')}>
      {palette.map((section) => (
        <section key={section.title}>
          <Text size="xs" fw={600} c="dimmed" mt="xs" mb={4}>
            {t(`designer.section.${section.title}`, { defaultValue: section.title })}
          </Text>
          <div className={classes.paletteGrid}>
            {section.list.map((item) => (
              <PaletteButton key={item.type} id={paletteId(item.type)} item={item} onAdd={onAdd} />
            ))}
          </div>
        </section>
      ))}
      <Text size="xs" fw={600} c="dimmed" mt="xs" mb={4}>
        {t('designer.section.custom')}
      </Text>
      <div className={classes.paletteGrid}>
        {customFields.map(({ key, item }) => (
          <PaletteButton
            key={key}
            id={`palette:custom:${key}`}
            item={item}
            name={t(`designer.custom.${key}`)}
            onAdd={onAdd}
          />
        ))}
      </div>
    </nav>
  );
});

function PaletteButton({
  id,
  item,
  name,
  onAdd,
}: {
  id: string;
  item: PaletteItem;
  name?: string;
  onAdd: (item: PaletteItem) => void;
}) {
  const { t } = useTranslation();
  const shown = name ?? t(`designer.type.${item.type}`, { defaultValue: item.label });
  const data: DragData = { kind: 'palette', item, label: shown };
  const { attributes, listeners, setNodeRef } = useDraggable({ id, data });
  return (
    <button
      ref={setNodeRef}
      type="button"
      {...attributes}
      {...listeners}
      className={classes.paletteItem}
      data-palette={id.slice('palette:'.length)}
      aria-label={t('designer.palette.add', { label: shown })}
      onClick={() => onAdd(item)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          onAdd(item);
        } else listeners?.onKeyDown?.(event);
      }}
    >
      <FieldIcon type={item.type} />
      {shown}
    </button>
  );
}
