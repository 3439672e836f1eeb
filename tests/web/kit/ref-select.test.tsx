// @vitest-environment happy-dom
import { getResource } from '@nbxt/core/resources/registry.ts';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { RecordForm } from '../../../web/src/kit/RecordForm.tsx';
import { fakeGateway, renderWith, setupTexts } from './harness.tsx';
import { page } from './synthetic.ts';

beforeAll(setupTexts);
afterEach(cleanup);

const services = getResource('contract-service')!;
const contracts = page([
  { id: '41', contractNo: 'HT-41', contractName: '幸福小区保洁合同' },
  { id: '42', contractNo: 'HT-42', contractName: '阳光花园物业服务合同' },
]);

async function fillService() {
  await userEvent.type(screen.getByRole('textbox', { name: /服务名称/ }), '日常保洁');
  await userEvent.click(screen.getByRole('combobox', { name: /服务类型/ }));
  await userEvent.click(await screen.findByRole('option', { name: '安全检查', hidden: true }));
  await userEvent.type(screen.getByRole('textbox', { name: /服务次数/ }), '12');
}

describe('fields naming another entry’s record', () => {
  it('are picked among that entry’s records by name, and send the id', async () => {
    const gateway = fakeGateway({
      'GET /contractLibrary/contractInfo/page': contracts,
      'GET /blade-system/dict/dictionary/all': {},
      'POST /serve/contractService/submit': true,
    });
    let saved = 0;
    renderWith(
      gateway,
      <RecordForm
        spec={services}
        id={undefined}
        record={undefined}
        onSaved={() => saved++}
        onCancel={() => {}}
      />,
    );
    const contract = screen.getByRole('combobox', { name: /^合同/ });
    await userEvent.click(contract);
    await waitFor(() => expect(gateway.sent('GET /contractLibrary/contractInfo/page')).toHaveLength(1));
    await userEvent.click(await screen.findByRole('option', { name: '阳光花园物业服务合同', hidden: true }));
    await fillService();
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(saved).toBe(1));
    const [sent] = gateway.sent('POST /serve/contractService/submit');
    expect(JSON.parse(String(sent!.body))).toMatchObject({
      contractId: '42',
      serviceName: '日常保洁',
      serviceType: '1',
    });
  });

  it('are neither shown nor checked when the record is given (a related list of it), which is sent', async () => {
    const gateway = fakeGateway({
      'GET /blade-system/dict/dictionary/all': {},
      'POST /serve/contractService/submit': true,
    });
    let saved = 0;
    renderWith(
      gateway,
      <RecordForm
        spec={services}
        id={undefined}
        record={undefined}
        fixed={{ contractId: '41' }}
        onSaved={() => saved++}
        onCancel={() => {}}
      />,
    );
    await screen.findByRole('textbox', { name: /服务名称/ });
    expect(screen.queryByRole('combobox', { name: /^合同/ })).toBeNull();
    await fillService();
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(saved).toBe(1));
    const [sent] = gateway.sent('POST /serve/contractService/submit');
    expect(JSON.parse(String(sent!.body))).toMatchObject({ contractId: '41' });
    // The contract's records were never asked for.
    expect(gateway.sent('GET /contractLibrary/contractInfo/page')).toHaveLength(0);
  });
});
