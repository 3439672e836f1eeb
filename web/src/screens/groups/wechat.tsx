import { ActionIcon, Button, Card, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { readRows } from '@nbxt/core/crud/page.ts';
import { wechatTexts } from '@nbxt/core/modules/wechat.texts.ts';
import { wxMenu } from '@nbxt/core/modules/wechat.ts';
import {
  buttonTypeLabel,
  checkMenu,
  MENU_BUTTON_TYPES,
  MENU_LIMITS,
  type MenuButton,
  type MenuButtonType,
  menuPayload,
  readMenu,
  requiredOf,
} from '@nbxt/core/modules/wechat-menu.ts';
import { dict } from '@nbxt/core/resources/system/dict.ts';
import type { Problem } from '@nbxt/core/validate/result.ts';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addAreaMessages } from '../../base/i18n.ts';
import { InvalidAnnouncement } from '../../components/InvalidSubmit.tsx';
import { useAction, useOperation } from '../../kit/hooks.ts';
import { useLiveProblems } from '../../kit/live-problems.ts';
import { type ModuleScreenProps, moduleGroup } from '../../kit/module-group.tsx';

// This group's texts, added when its code loads.
addAreaMessages(wechatTexts);

/**
 * Public account (core/src/modules/wechat.ts): the menu editor of an account chosen from the `wx_mp_list`
 * dictionary — its buttons read (`wx/menu/{id}/get`), edited as a small tree (buttons, each an action or a
 * group of sub-buttons) and published (`wx/menu/{id}/create` with the buttons).
 */

const FIELD_LABELS = {
  key: 'wechat.menu.key',
  url: 'wechat.menu.url',
  appid: 'wechat.menu.appid',
  pagepath: 'wechat.menu.pagepath',
} as const;

function ButtonEditor({
  button,
  path,
  isSub,
  problems,
  onChange,
  onRemove,
}: {
  button: MenuButton;
  path: string;
  isSub: boolean;
  problems: Problem[];
  onChange: (button: MenuButton) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const error = (field: string) => {
    const found = problems.find((p) => p.field === `${path}.${field}`);
    return found ? t(found.message, found.params ?? {}) : undefined;
  };
  const subs = button.sub_button ?? [];
  const group = !isSub && subs.length > 0;
  const groupProblem = problems.find((p) => p.field === path);
  return (
    <Card withBorder radius="sm" padding="sm" ml={isSub ? 'xl' : 0} data-menu-button={path}>
      <Stack gap="xs">
        <Group align="flex-end" wrap="nowrap">
          <TextInput
            label={t('wechat.menu.name')}
            value={button.name}
            onChange={(event) => onChange({ ...button, name: event.currentTarget.value })}
            error={error('name')}
            withAsterisk
            flex={1}
          />
          {group ? null : (
            <Select
              label={t('wechat.menu.typeLabel')}
              data={MENU_BUTTON_TYPES.map((type) => ({ value: type, label: t(buttonTypeLabel(type)) }))}
              value={button.type ?? null}
              onChange={(value) =>
                onChange({ ...button, type: (value ?? undefined) as MenuButtonType | undefined })
              }
              error={error('type')}
              withAsterisk
              w={180}
            />
          )}
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            aria-label={`${t('wechat.menu.remove')} ${button.name}`}
            onClick={onRemove}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
        {!group && button.type
          ? requiredOf(button.type).map((field) => (
              <TextInput
                key={field}
                label={t(FIELD_LABELS[field as keyof typeof FIELD_LABELS])}
                value={String(button[field] ?? '')}
                onChange={(event) => onChange({ ...button, [field]: event.currentTarget.value })}
                error={error(field)}
                withAsterisk
              />
            ))
          : null}
        {subs.map((sub, i) => (
          <ButtonEditor
            // biome-ignore lint/suspicious/noArrayIndexKey: buttons have no id; their place is their identity
            key={i}
            button={sub}
            path={`${path}.${i}`}
            isSub
            problems={problems}
            onChange={(next) => onChange({ ...button, sub_button: subs.map((s, j) => (j === i ? next : s)) })}
            onRemove={() => onChange({ ...button, sub_button: subs.filter((_, j) => j !== i) })}
          />
        ))}
        {groupProblem ? (
          <Text fz="xs" c="red">
            {t(groupProblem.message, groupProblem.params ?? {})}
          </Text>
        ) : null}
        {isSub ? null : (
          <Group>
            <Button
              size="xs"
              variant="subtle"
              leftSection={<IconPlus size={14} />}
              disabled={subs.length >= MENU_LIMITS.subButtons}
              onClick={() => onChange({ ...button, sub_button: [...subs, { name: '', type: 'view' }] })}
            >
              {t('wechat.menu.addSub')}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

function MenuEditor({ account }: { account: string }) {
  const { t } = useTranslation();
  const spec = wxMenu;
  const loaded = useOperation(spec, 'get', { id: account });
  const [buttons, setButtons] = useState<MenuButton[]>([]);
  // Messages follow the buttons once a save was tried: a corrected field's goes at once.
  const { problems, attempt, ref, said } = useLiveProblems(checkMenu, buttons);
  const save = useAction(spec, 'create');
  useEffect(() => {
    if (loaded.isSuccess) setButtons(readMenu(loaded.data));
  }, [loaded.isSuccess, loaded.data]);
  const submit = () => {
    if (attempt().length === 0) save.run({ id: account, buttons: menuPayload(buttons) });
  };
  const overall = problems.find((p) => p.field === undefined);
  return (
    <Stack gap="sm" ref={ref}>
      <InvalidAnnouncement said={said} />
      {buttons.length === 0 ? <Text c="dimmed">{t('wechat.menu.empty')}</Text> : null}
      {/* Without the menu's grant it is shown to read: nothing in it can be changed or saved. */}
      <fieldset disabled={!save.allowed} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        {buttons.map((button, i) => (
          <ButtonEditor
            // biome-ignore lint/suspicious/noArrayIndexKey: buttons have no id; their place is their identity
            key={i}
            button={button}
            path={String(i)}
            isSub={false}
            problems={problems}
            onChange={(next) => setButtons(buttons.map((b, j) => (j === i ? next : b)))}
            onRemove={() => setButtons(buttons.filter((_, j) => j !== i))}
          />
        ))}
      </fieldset>
      {overall ? (
        <Text fz="sm" c="red">
          {t(overall.message, overall.params ?? {})}
        </Text>
      ) : null}
      {save.allowed ? (
        <Group justify="space-between">
          <Button
            variant="light"
            leftSection={<IconPlus size={16} />}
            disabled={buttons.length >= MENU_LIMITS.buttons}
            onClick={() => setButtons([...buttons, { name: '', type: 'click' }])}
          >
            {t('wechat.menu.addButton')}
          </Button>
          <Button onClick={submit} loading={save.pending}>
            {t('wechat.menu.save')}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}

function Menus({ module, screen, title }: ModuleScreenProps) {
  const { t } = useTranslation();
  const heading = title ?? t(`screen.${module}.${screen.path}`);
  const accounts = useOperation(dict, 'dictionary', { code: 'wx_mp_list' });
  const [account, setAccount] = useState<string | null>(null);
  return (
    <Stack gap="md" component="section" aria-label={heading}>
      <Title order={3}>{heading}</Title>
      <Select
        label={t('wechat.menu.account')}
        placeholder={t('wechat.menu.chooseAccount')}
        w={320}
        data={readRows(accounts.data).map((item) => ({
          value: String(item.dictKey),
          label: String(item.dictValue),
        }))}
        value={account}
        onChange={setAccount}
      />
      {account ? <MenuEditor key={account} account={account} /> : null}
    </Stack>
  );
}

export default moduleGroup({ menu: Menus });
