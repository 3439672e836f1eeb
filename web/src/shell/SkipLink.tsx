import { useTranslation } from 'react-i18next';
import classes from './Shell.module.css';

/**
 * The first Tab stop of the shell: past the top bar and the sidebar to the main landmark (WCAG 2.4.1),
 * out of sight until it has the focus. The focus is moved by hand: the address keeps no fragment.
 */
export function SkipLink({ target }: { target: string }) {
  const { t } = useTranslation();
  return (
    <a
      href={`#${target}`}
      className={classes.skipLink}
      onClick={(event) => {
        const main = document.getElementById(target);
        if (!main) return;
        event.preventDefault();
        main.focus();
      }}
    >
      {t('shell.ui.skipToMain')}
    </a>
  );
}
