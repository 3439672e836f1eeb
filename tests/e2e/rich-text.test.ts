import { build } from 'esbuild';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../../scripts/chromium.ts';
import { chromiumAvailable } from './browser.ts';
import type { RichTextHarness } from './rich-text-harness.ts';

const run = chromiumAvailable('rich-text rules');

declare const richText: RichTextHarness;
type Editor = Parameters<RichTextHarness['stored']>[0];

/**
 * The rich-text editor's content model and commands (web/src/components/rich-text) on Squire in headless
 * Chromium: DOMPurify, which keeps stored and pasted HTML to the model, needs a real browser's DOM.
 */
describe.runIf(run)('the rich-text editor in Chromium', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    const bundle = await build({
      entryPoints: [new URL('./rich-text-harness.ts', import.meta.url).pathname],
      bundle: true,
      format: 'iife',
      platform: 'browser',
      write: false,
    });
    browser = await launchChromium();
    page = await browser.newPage();
    await page.setContent('<!doctype html><html><body></body></html>');
    await page.addScriptTag({ content: bundle.outputFiles[0]!.text });
  });
  afterAll(async () => {
    await browser?.close();
  });

  /** Stored HTML loaded into an editor and read back as it would be stored. */
  const roundTrip = (html: string) => page.evaluate((h) => richText.stored(richText.editorOver(h)), html);

  describe('stored HTML read through the model', () => {
    it('keeps what the editor makes: paragraphs, headings, lists, marks and links', async () => {
      const html =
        '<h2>标题</h2><p><b>重要</b><i>说明</i><u>下划线</u><br>换行</p>' +
        '<ul><li>一</li><li>二</li><ul><li>二之一</li></ul></ul><ol><li>三</li></ol>' +
        '<p><a href="https://gov.cn" target="_blank" rel="noopener noreferrer nofollow">政府网</a></p>';
      expect(await roundTrip(html)).toBe(html);
    });

    it('loads the bodies stored before (ProseMirror’s shape) as the same text and formats', async () => {
      expect(
        await roundTrip(
          '<p><strong>重要</strong><em>说明</em></p><ul><li><p>一</p><p>续</p><ul><li><p>一之一</p></li></ul></li></ul>',
        ),
      ).toBe('<p><b>重要</b><i>说明</i></p><ul><li>一<br>续</li><ul><li>一之一</li></ul></ul>');
    });

    it('drops scripts, images, event handlers, styles, frames and script links, keeping the text', async () => {
      const html = await roundTrip(
        '<p onclick="steal()" style="color:red" data-x="1">正文<img src=x onerror="steal()"></p><script>steal()</script>' +
          '<p><a href="javascript:alert(1)" target="_self">点我</a></p><iframe src="https://x.cn"></iframe>',
      );
      expect(html).toBe('<p>正文</p><p>点我</p>');
    });

    it('reads formats written as styles (pasted from word processors), and other blocks as paragraphs', async () => {
      expect(
        await roundTrip(
          '<b style="font-weight:normal"><div>甲<span style="font-weight:700">乙</span>' +
            '<span style="font-style:italic;text-decoration:underline">丙</span></div><h4>丁</h4></b>',
        ),
      ).toBe('<p>甲<b>乙</b><u><i>丙</i></u></p><p>丁</p>');
    });

    it('shows a stored body as the editor keeps it: one allow-list for the display and the editor', async () => {
      // The formats another client may have stored (the tags an older display allow-list let through among
      // them) and ones nothing should: each shown (notice preview, rich-text detail) as an edit would keep it.
      const blocks = ['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre', 'div', 'ul', 'ol'];
      const inline = [
        'b',
        'strong',
        'i',
        'em',
        'u',
        's',
        'code',
        'span',
        'font',
        'sup',
        'a',
        'script',
        'style',
      ];
      const bodies = [
        ...blocks.map(
          (tag) => `<p>前</p><${tag}>${tag === 'ul' || tag === 'ol' ? '<li>项</li>' : '字'}</${tag}>`,
        ),
        ...inline.map(
          (tag) => `<p>前<${tag}${tag === 'a' ? ' href="https://gov.cn"' : ''}>字</${tag}>后</p>`,
        ),
        '<p>前</p><table><tr><td>字</td><td>格</td></tr></table>',
        ...['br', 'hr', 'img src="x.png"', 'iframe src="https://x.cn"'].map((tag) => `<p>前<${tag}>后</p>`),
      ];
      const { tags } = await page.evaluate(() => ({ tags: richText.tags }));
      for (const body of bodies) {
        const shown = await page.evaluate((h) => richText.richTextHtml(h), body);
        expect(shown, body).toBe(await roundTrip(body));
        const used = await page.evaluate((h) => richText.tagsOf(h), shown);
        expect(
          used.filter((tag) => !tags.includes(tag)),
          body,
        ).toEqual([]);
      }
    });

    it("gives '' for an empty body, so a required body counts as missing", async () => {
      expect(await roundTrip('')).toBe('');
      expect(await roundTrip('<p></p>')).toBe('');
      expect(await roundTrip('<p><br></p>')).toBe('');
    });

    it('keeps a paste to the model too', async () => {
      const html = await page.evaluate(() => {
        const editor = richText.editorOver('<p>正文</p>');
        richText.select(editor, 2);
        editor.insertHTML(
          '<img src=x onerror="steal()"><span style="color:red">粘贴</span><script>steal()</script>',
          true,
        );
        return richText.stored(editor);
      });
      expect(html).toBe('<p>正文粘贴</p>');
    });
  });

  describe('the toolbar commands', () => {
    it('links the selection, refuses a script address, and unlinks the whole link from a cursor inside it', async () => {
      const result = await page.evaluate(() => {
        const { setLink, linkAt, unsetLink } = richText.commands;
        const editor = richText.editorOver('<p>通知正文</p>');
        richText.select(editor, 0, 2);
        const refused = setLink('javascript:alert(1)', null)(editor);
        const afterRefusal = richText.stored(editor);
        setLink('https://gov.cn', null)(editor);
        const linked = richText.stored(editor);
        richText.select(editor, 1);
        const at = linkAt(editor);
        unsetLink(editor);
        return { refused, afterRefusal, linked, at, unlinked: richText.stored(editor) };
      });
      expect(result).toEqual({
        refused: false,
        afterRefusal: '<p>通知正文</p>',
        linked: '<p><a href="https://gov.cn" rel="noopener noreferrer nofollow">通知</a>正文</p>',
        at: { href: 'https://gov.cn', target: null },
        unlinked: '<p>通知正文</p>',
      });
    });

    it('toggles bold over a selection and tells it is on', async () => {
      const result = await page.evaluate(() => {
        const { toggleMark, markActive } = richText.commands;
        const editor = richText.editorOver('<p>通知正文</p>');
        richText.select(editor, 0, 2);
        toggleMark('B')(editor);
        const bold = richText.stored(editor);
        const active = markActive(editor, 'B');
        toggleMark('B')(editor);
        return { bold, active, plain: richText.stored(editor), still: markActive(editor, 'B') };
      });
      expect(result).toEqual({
        bold: '<p><b>通知</b>正文</p>',
        active: true,
        plain: '<p>通知正文</p>',
        still: false,
      });
    });

    it('turns a paragraph into a heading and back', async () => {
      const result = await page.evaluate(() => {
        const { toggleHeading, headingActive } = richText.commands;
        const editor = richText.editorOver('<p>标题</p><p>正文</p>');
        richText.select(editor, 1);
        toggleHeading(2)(editor);
        const heading = richText.stored(editor);
        const active = headingActive(editor, 2);
        toggleHeading(2)(editor);
        return { heading, active, back: richText.stored(editor) };
      });
      expect(result).toEqual({
        heading: '<h2>标题</h2><p>正文</p>',
        active: true,
        back: '<p>标题</p><p>正文</p>',
      });
    });

    it('makes a list, switches its kind, and takes it out again', async () => {
      const result = await page.evaluate(() => {
        const { toggleList, listActive } = richText.commands;
        const editor = richText.editorOver('<p>一</p>');
        richText.select(editor, 1);
        toggleList('UL')(editor);
        const bullets = richText.stored(editor);
        toggleList('OL')(editor);
        const numbered = richText.stored(editor);
        const active = [listActive(editor, 'OL'), listActive(editor, 'UL')];
        toggleList('OL')(editor);
        return { bullets, numbered, active, out: richText.stored(editor) };
      });
      expect(result).toEqual({
        bullets: '<ul><li>一</li></ul>',
        numbered: '<ol><li>一</li></ol>',
        active: [true, false],
        out: '<p>一</p>',
      });
    });

    it('clears marks, headings and lists', async () => {
      const cleared = await page.evaluate(() =>
        ['<ul><li><b>标题</b></li></ul>', '<h2><i>标题</i></h2>', '<p><a href="/a">标题</a></p>'].map(
          (html) => {
            const editor = richText.editorOver(html);
            richText.select(editor, 0, 2);
            richText.commands.clearFormatting(editor);
            return richText.stored(editor);
          },
        ),
      );
      expect(cleared).toEqual(['<p>标题</p>', '<p>标题</p>', '<p>标题</p>']);
    });
  });

  describe('the keys', () => {
    /** An editor over `html` with the cursor at `at`, then the keys pressed; what it would store. */
    async function press(html: string, at: number, keys: string[]): Promise<string> {
      await page.evaluate(
        ({ h, a }) => {
          const editor = richText.editorOver(h);
          Object.assign(globalThis, { editor });
          richText.select(editor, a);
        },
        { h: html, a: at },
      );
      for (const key of keys) {
        if (key.length > 1 && /[A-Z]/.test(key[0]!)) await page.keyboard.press(key);
        else await page.keyboard.type(key);
      }
      return page.evaluate(() => richText.stored((globalThis as unknown as { editor: Editor }).editor));
    }

    it('marks with Ctrl+B, undoes with Ctrl+Z and redoes with Ctrl+Shift+Z or Ctrl+Y', async () => {
      expect(await press('<p>正文</p>', 2, ['Control+b', '加粗'])).toBe('<p>正文<b>加粗</b></p>');
      expect(await press('<p>正文</p>', 2, ['Control+b', '加粗', 'Control+z'])).toBe('<p>正文</p>');
      for (const redo of ['Control+Shift+z', 'Control+y'])
        expect(await press('<p>正文</p>', 2, ['Control+b', '加粗', 'Control+z', redo])).toBe(
          '<p>正文<b>加粗</b></p>',
        );
    });

    it('nests a list item with Tab anywhere in it and takes it back with Shift+Tab; elsewhere Tab moves on', async () => {
      expect(await press('<ul><li>一</li><li>二</li></ul>', 2, ['Tab'])).toBe(
        '<ul><li>一</li><ul><li>二</li></ul></ul>',
      );
      expect(await press('<ul><li>一</li><ul><li>二</li></ul></ul>', 2, ['Shift+Tab'])).toBe(
        '<ul><li>一</li><li>二</li></ul>',
      );
      // The focus has left the editor: what is typed next is not in it.
      expect(await press('<p>正文</p>', 2, ['Tab', '续'])).toBe('<p>正文</p>');
    });

    it('splits a list item with Enter, breaks a line with Shift+Enter', async () => {
      expect(await press('<ul><li>一</li></ul>', 1, ['Enter', '二'])).toBe('<ul><li>一</li><li>二</li></ul>');
      expect(await press('<p>一</p>', 1, ['Shift+Enter', '二'])).toBe('<p>一<br>二</p>');
    });

    it('leaves out the formats outside the model (strikethrough, quotes, code)', async () => {
      expect(await press('<p>正文</p>', 2, ['Control+Shift+7', 'Control+]', 'Control+d', '续'])).toBe(
        '<p>正文续</p>',
      );
      // Not only dropped when stored: the editor never showed them.
      const shown = await page.evaluate(() => (globalThis as unknown as { editor: Editor }).editor.getHTML());
      expect(shown).not.toMatch(/<(s|blockquote|code|pre)>/i);
    });
  });
});
