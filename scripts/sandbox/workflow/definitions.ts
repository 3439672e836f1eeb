/** Process definitions: BPMN read just enough, and deploying it as new definition versions. */
import { randomUUID } from 'node:crypto';
import { SUSPENSION } from '../../../core/src/workflow/constants.ts';
import type { SandboxState } from '../context.ts';
import type { Row } from '../store.ts';
import { Failure, formatDateTime, thrown } from '../wire.ts';
import { all, put } from './store.ts';

export interface FlowNode {
  id: string;
  name: string;
  type: 'startEvent' | 'userTask' | 'endEvent';
}

const attr = (tag: string, name: string) =>
  new RegExp(`\\s${name}\\s*=\\s*"([^"]*)"`).exec(tag)?.[1] ??
  new RegExp(`\\s${name}\\s*=\\s*'([^']*)'`).exec(tag)?.[1];

const unescapeXml = (s: string) =>
  s
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&apos;', "'")
    .replaceAll('&amp;', '&');

/**
 * The processes of a BPMN file: key, name and nodes (start, user tasks, end in document order). Returns
 * none for text that holds no `<process>` (Flowable deploys nothing from it).
 */
export function readBpmn(xml: string): { key: string; name: string; nodes: FlowNode[] }[] {
  const processes: { key: string; name: string; nodes: FlowNode[] }[] = [];
  const processPattern = /<(?:\w+:)?process\b([^>]*)>([\s\S]*?)<\/(?:\w+:)?process>/g;
  for (const match of xml.matchAll(processPattern)) {
    const head = ` ${match[1]}`;
    const key = attr(head, 'id');
    if (!key) continue;
    const nodes: FlowNode[] = [];
    for (const node of match[2]!.matchAll(/<(?:\w+:)?(startEvent|userTask|endEvent)\b([^>]*)>/g)) {
      const id = attr(` ${node[2]}`, 'id');
      if (!id) continue;
      const type = node[1] as FlowNode['type'];
      nodes.push({ id, name: unescapeXml(attr(` ${node[2]}`, 'name') ?? id), type });
    }
    if (!nodes.some((n) => n.type === 'startEvent'))
      nodes.unshift({ id: 'start', name: 'start', type: 'startEvent' });
    if (!nodes.some((n) => n.type === 'endEvent')) nodes.push({ id: 'end', name: 'end', type: 'endEvent' });
    const ordered = [
      nodes.find((n) => n.type === 'startEvent')!,
      ...nodes.filter((n) => n.type === 'userTask'),
      nodes.find((n) => n.type === 'endEvent')!,
    ];
    processes.push({ key, name: unescapeXml(attr(head, 'name') ?? key), nodes: ordered });
  }
  return processes;
}

/** Deploys BPMN text for one tenant (or all): a deployment and a new version of each process in it. */
export function deploy(
  state: SandboxState,
  options: {
    name: string;
    resourceName: string;
    xml: string;
    category: string;
    tenantId: string;
    key?: string;
  },
): Row[] {
  const processes = readBpmn(options.xml);
  if (processes.length === 0) throw new Failure(thrown(400, '部署失败,未找到流程'));
  const now = formatDateTime();
  const deployment = put(state.db, 'deployment', {
    id: randomUUID(),
    name: options.name,
    key: options.key ?? '',
    category: options.category,
    tenantId: options.tenantId,
    deploymentTime: now,
    resourceName: options.resourceName,
    xml: options.xml,
  });
  return processes.map((process) => {
    const previous = all(state.db, 'definition', [options.tenantId]).filter((d) => d.key === process.key);
    const version = previous.reduce((max, d) => Math.max(max, Number(d.version)), 0) + 1;
    return put(state.db, 'definition', {
      id: `${process.key}:${version}:${randomUUID()}`,
      tenantId: options.tenantId,
      name: process.name,
      key: process.key,
      category: options.category,
      version,
      deploymentId: deployment.id,
      resourceName: options.resourceName,
      diagramResourceName: options.resourceName.replace(/\.bpmn20\.xml$|\.xml$/i, '.png'),
      suspensionState: SUSPENSION.active,
      deploymentTime: now,
      nodes: process.nodes,
    });
  });
}
