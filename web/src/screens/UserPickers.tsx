import { MultiSelect, TreeSelect } from '@mantine/core';
import { idList } from '@nbxt/core/admin/role.ts';
import { cellText } from '@nbxt/core/admin-ui/list-prefs.ts';
import { labelledForest, namesOfIds, type TreeNode, treeOptions } from '@nbxt/core/admin-ui/tree.ts';
import type { Row } from '@nbxt/core/crud/client.ts';
import { platformSpec } from '@nbxt/core/resources/platform.ts';
import { useTranslation } from 'react-i18next';
import type { FieldInputProps } from '../kit/FieldInput.tsx';
import { useOperation } from '../kit/hooks.ts';
import type { FieldInputs } from '../kit/RecordModal.tsx';
import type { FieldViews } from '../kit/RecordView.tsx';

/**
 * Pickers of the user dialog's departments, roles and posts. BladeX keeps each as comma-joined id
 * strings (`deptId: "a,b"`); the pickers and the view show names and store ids.
 */

function usePickerLabels(props: FieldInputProps) {
  const { t } = useTranslation();
  const label = t(props.field.label);
  return {
    label,
    // Pills stand for the chosen ones: the prompt shows only when there are none.
    placeholder: props.value ? undefined : t('sys.form.choose', { label }),
    error: props.error,
    onFocus: props.onFocus,
    onBlur: props.onBlur,
    withAsterisk: Boolean(props.field.required),
  };
}

const join = (ids: readonly string[]) => ids.join(',');

/** The choices of the pickers: one argument-less call of a resource each (its tree, its select). */
const useDeptTree = () => useOperation(platformSpec('dept'), 'tree');
const useRoleTree = () => useOperation(platformSpec('role'), 'tree');
const usePosts = () => useOperation(platformSpec('post'), 'select');
const postNodes = (posts: readonly Row[] | undefined): TreeNode[] =>
  (posts ?? []).map((p) => ({ id: String(p.id), title: p.postName ?? p.id }));

function DeptPicker(props: FieldInputProps) {
  const common = usePickerLabels(props);
  const tree = useDeptTree();
  return (
    <TreeSelect
      {...common}
      mode="checkbox"
      // A department is chosen on its own: checking a company does not check its departments.
      checkStrictly
      checkedStrategy="all"
      defaultExpandAll
      searchable
      clearable
      data={labelledForest(tree.data ?? [])}
      value={idList(props.value)}
      onChange={(ids) => props.onChange(join(ids))}
      hiddenInputProps={{ name: props.field.name }}
    />
  );
}

function RolePicker(props: FieldInputProps) {
  const common = usePickerLabels(props);
  const tree = useRoleTree();
  const options = treeOptions(tree.data ?? []);
  const depth = new Map(options.map((o) => [o.value, o.depth]));
  return (
    <MultiSelect
      {...common}
      searchable
      clearable
      name={props.field.name}
      data={options.map(({ value, label }) => ({ value, label }))}
      renderOption={({ option }) => (
        <span style={{ paddingLeft: (depth.get(option.value) ?? 0) * 16 }}>{option.label}</span>
      )}
      value={idList(props.value)}
      onChange={(ids) => props.onChange(join(ids))}
    />
  );
}

function PostPicker(props: FieldInputProps) {
  const common = usePickerLabels(props);
  const posts = usePosts();
  return (
    <MultiSelect
      {...common}
      searchable
      clearable
      name={props.field.name}
      data={labelledForest(postNodes(posts.data))}
      value={idList(props.value)}
      onChange={(ids) => props.onChange(join(ids))}
    />
  );
}

export const userPickers: FieldInputs = { deptId: DeptPicker, roleId: RolePicker, postId: PostPicker };

type ViewProps = { value: unknown };
const names = (value: unknown, forest: readonly TreeNode[] | undefined) =>
  cellText(namesOfIds(value, forest ?? []));

export const userViews: FieldViews = {
  deptId: ({ value }: ViewProps) => names(value, useDeptTree().data),
  roleId: ({ value }: ViewProps) => names(value, useRoleTree().data),
  postId: ({ value }: ViewProps) => names(value, postNodes(usePosts().data)),
};
