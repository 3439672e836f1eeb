/** An instance's process diagram as SVG, its finished and current nodes marked. */
import type { SandboxState } from '../context.ts';
import type { Row } from '../store.ts';
import { isRunning, nodesOf } from './engine.ts';
import { all, get } from './store.ts';

const escapeXml = (s: string) =>
  s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/**
 * An SVG of the process: nodes left to right, visited ones drawn green, the current one red (BladeX
 * answers a PNG drawn by Flowable; the console shows either as an image).
 */
export function diagramSvg(state: SandboxState, instance: Row): string {
  const definition = get(state.db, 'definition', String(instance.processDefinitionId));
  const nodes = definition ? nodesOf(definition) : [];
  const activities = all(state.db, 'activity', [String(instance.tenantId)]).filter(
    (a) => a.processInstanceId === instance.id,
  );
  const visited = new Set(activities.map((a) => String(a.activityId)));
  const current = isRunning(instance)
    ? new Set(activities.filter((a) => !a.endTime).map((a) => String(a.activityId)))
    : new Set(instance.endActivityId ? [String(instance.endActivityId)] : []);
  const width = 40 + nodes.length * 160;
  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="120" viewBox="0 0 ${width} 120" font-family="sans-serif" font-size="13">`,
    `<title>${escapeXml(String(instance.name ?? ''))}</title>`,
    '<defs><marker id="arrow" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="8" markerHeight="8" orient="auto"><path d="M0,0 L10,5 L0,10 z" fill="#666"/></marker></defs>',
  ];
  nodes.forEach((node, i) => {
    const cx = 80 + i * 160;
    const state = current.has(node.id) ? 'current' : visited.has(node.id) ? 'done' : 'pending';
    const stroke = state === 'current' ? '#e53935' : state === 'done' ? '#43a047' : '#888';
    const width = state === 'current' ? 3 : node.type === 'endEvent' ? 3 : 1.5;
    parts.push(`<g data-node-id="${escapeXml(node.id)}" data-state="${state}">`);
    if (node.type === 'userTask') {
      parts.push(
        `<rect x="${cx - 55}" y="35" width="110" height="50" rx="8" fill="#fff" stroke="${stroke}" stroke-width="${width}"/>`,
      );
    } else {
      parts.push(
        `<circle cx="${cx}" cy="60" r="18" fill="#fff" stroke="${stroke}" stroke-width="${width}"/>`,
      );
    }
    const labelY = node.type === 'userTask' ? 65 : 100;
    parts.push(`<text x="${cx}" y="${labelY}" text-anchor="middle">${escapeXml(node.name)}</text></g>`);
    if (i < nodes.length - 1) {
      const from = cx + (node.type === 'userTask' ? 55 : 18);
      const to = cx + 160 - (nodes[i + 1]!.type === 'userTask' ? 55 : 18);
      parts.push(`<line x1="${from}" y1="60" x2="${to}" y2="60" stroke="#666" marker-end="url(#arrow)"/>`);
    }
  });
  parts.push('</svg>');
  return parts.join('');
}
