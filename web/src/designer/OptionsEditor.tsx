import { ActionIcon, Button, Group, Modal, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { type TreeNode, validateTreeNode } from '@nbxt/core/validate/tree-node.ts';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InvalidAnnouncement } from '../components/InvalidSubmit.tsx';
import { useLiveProblems } from '../kit/live-problems.ts';
import { CommitText } from './controls.tsx';

interface Node {
  label?: unknown;
  value?: unknown;
  children?: Node[];
  [key: string]: unknown;
}

const nodesOf = (value: unknown): Node[] => (Array.isArray(value) ? (value as Node[]) : []);

/** Static options of a select, radio or checkbox group: label and value per row. */
export function StaticOptions({ value, onCommit }: { value: unknown; onCommit: (nodes: Node[]) => void }) {
  const { t } = useTranslation();
  const nodes = nodesOf(value);
  const set = (index: number, key: 'label' | 'value', next: string | undefined) =>
    onCommit(nodes.map((node, i) => (i === index ? { ...node, [key]: next ?? '' } : node)));
  return (
    <Stack gap={4}>
      <Text size="xs" fw={500}>
        {t('designer.prop.dicData')}
      </Text>
      {nodes.map((node, index) => (
        // Options are edited in place; their order is their identity here.
        // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id of their own
        <Group key={index} gap={4} wrap="nowrap" align="flex-end">
          <CommitText
            label={t('designer.node.label')}
            value={node.label}
            onCommit={(v) => set(index, 'label', v)}
          />
          <CommitText
            label={t('designer.node.value')}
            value={node.value}
            onCommit={(v) => set(index, 'value', v)}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('designer.node.delete')}
            onClick={() => onCommit(nodes.filter((_, i) => i !== index))}
          >
            <IconTrash size={14} />
          </ActionIcon>
        </Group>
      ))}
      <Button
        size="compact-xs"
        variant="light"
        leftSection={<IconPlus size={12} />}
        onClick={() =>
          onCommit([...nodes, { label: t('designer.node.newLabel'), value: String(nodes.length) }])
        }
      >
        {t('designer.node.add')}
      </Button>
    </Stack>
  );
}

type Editing = { mode: 'add'; parent: number[] | null } | { mode: 'edit'; at: number[] };

/** The option tree of a tree or cascader field, each node added or edited in the node dialog (§5.3). */
export function TreeOptions({ value, onCommit }: { value: unknown; onCommit: (nodes: Node[]) => void }) {
  const { t } = useTranslation();
  const nodes = nodesOf(value);
  const [editing, setEditing] = useState<Editing | null>(null);
  const nodeAt = (path: number[]): Node | undefined => {
    let list = nodes;
    let node: Node | undefined;
    for (const index of path) {
      node = list[index];
      list = node?.children ?? [];
    }
    return node;
  };
  const save = (node: Node) => {
    if (!editing) return;
    onCommit(
      editing.mode === 'add' ? insertAt(nodes, editing.parent, node) : replaceAt(nodes, editing.at, node),
    );
    setEditing(null);
  };
  const render = (list: Node[], path: number[], depth: number) =>
    list.map((node, index) => {
      const at = [...path, index];
      return (
        <div key={at.join('.')}>
          <Group gap={4} wrap="nowrap" style={{ paddingLeft: depth * 14 }}>
            <Text size="xs" style={{ flex: 1 }} truncate>
              {String(node.label ?? '')}{' '}
              <Text span c="dimmed" size="xs">
                ({String(node.value ?? '')})
              </Text>
            </Text>
            <ActionIcon
              size="xs"
              variant="subtle"
              aria-label={t('designer.node.addChild')}
              onClick={() => setEditing({ mode: 'add', parent: at })}
            >
              <IconPlus size={12} />
            </ActionIcon>
            <ActionIcon
              size="xs"
              variant="subtle"
              aria-label={t('designer.node.edit')}
              onClick={() => setEditing({ mode: 'edit', at })}
            >
              <IconPencil size={12} />
            </ActionIcon>
            <ActionIcon
              size="xs"
              variant="subtle"
              color="red"
              aria-label={t('designer.node.delete')}
              onClick={() => onCommit(removeAt(nodes, at))}
            >
              <IconTrash size={12} />
            </ActionIcon>
          </Group>
          {node.children && render(node.children, at, depth + 1)}
        </div>
      );
    });
  return (
    <Stack gap={4}>
      <Text size="xs" fw={500}>
        {t('designer.prop.dicData')}
      </Text>
      {render(nodes, [], 0)}
      <Button
        size="compact-xs"
        variant="light"
        leftSection={<IconPlus size={12} />}
        onClick={() => setEditing({ mode: 'add', parent: null })}
      >
        {t('designer.node.add')}
      </Button>
      {editing && (
        <NodeDialog
          tree={nodes}
          editing={editing.mode === 'edit' ? nodeAt(editing.at) : undefined}
          onSave={save}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}

/** The node dialog: label and value required (请输入label, 请输入value), a value used elsewhere refused (value重复). */
export function NodeDialog({
  tree,
  editing,
  onSave,
  onClose,
}: {
  tree: readonly TreeNode[];
  editing?: Node | undefined;
  onSave: (node: Node) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [label, setLabel] = useState(editing ? String(editing.label ?? '') : '');
  const [value, setValue] = useState(editing ? String(editing.value ?? '') : '');
  const [valueType, setValueType] = useState<'string' | 'number'>(
    typeof editing?.value === 'number' ? 'number' : 'string',
  );
  const nodeOf = (now: { label: string; value: string; valueType: 'string' | 'number' }): Node => {
    const number =
      now.valueType === 'number' && now.value.trim() !== '' && Number.isFinite(Number(now.value));
    return { ...(editing ?? {}), label: now.label, value: number ? Number(now.value) : now.value };
  };
  // Each message from the first try on that of the node as it is now (the kit's rule).
  const live = useLiveProblems(
    (now: { label: string; value: string; valueType: 'string' | 'number' }) =>
      validateTreeNode(nodeOf(now), tree, editing).map((p) => ({ field: p.field, message: t(p.message) })),
    { label, value, valueType },
  );
  const submit = () => {
    if (live.attempt().length > 0) return;
    onSave(nodeOf({ label, value, valueType }));
  };
  return (
    <Modal opened onClose={onClose} title={t(editing ? 'designer.node.edit' : 'designer.node.add')} size="sm">
      <Stack gap="xs" ref={live.ref}>
        <InvalidAnnouncement said={live.said} />
        <TextInput
          label={t('designer.node.label')}
          value={label}
          error={live.of('label')}
          onChange={(e) => setLabel(e.currentTarget.value)}
          data-autofocus
        />
        <TextInput
          label={t('designer.node.value')}
          value={value}
          error={live.of('value')}
          onChange={(e) => setValue(e.currentTarget.value)}
        />
        <SegmentedControl
          size="xs"
          value={valueType}
          onChange={(next) => setValueType(next as 'string' | 'number')}
          data={[
            { value: 'string', label: 'String' },
            { value: 'number', label: 'Number' },
          ]}
          aria-label={t('designer.node.valueType')}
        />
        <Group justify="flex-end" gap="xs">
          <Button size="xs" variant="default" onClick={onClose}>
            {t('designer.cancel')}
          </Button>
          <Button size="xs" onClick={submit}>
            {t('designer.ok')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function insertAt(nodes: Node[], parent: number[] | null, node: Node): Node[] {
  if (parent === null || parent.length === 0) return [...nodes, node];
  const [head, ...rest] = parent;
  return nodes.map((item, i) =>
    i === head
      ? {
          ...item,
          children:
            rest.length === 0 ? [...(item.children ?? []), node] : insertAt(item.children ?? [], rest, node),
        }
      : item,
  );
}

function replaceAt(nodes: Node[], at: number[], node: Node): Node[] {
  const [head, ...rest] = at;
  return nodes.map((item, i) =>
    i === head
      ? rest.length === 0
        ? node
        : { ...item, children: replaceAt(item.children ?? [], rest, node) }
      : item,
  );
}

function removeAt(nodes: Node[], at: number[]): Node[] {
  const [head, ...rest] = at;
  if (rest.length === 0) return nodes.filter((_, i) => i !== head);
  return nodes.map((item, i) =>
    i === head ? { ...item, children: removeAt(item.children ?? [], rest) } : item,
  );
}
