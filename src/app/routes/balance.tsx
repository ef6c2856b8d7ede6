// The balance screen's content arrives with the money issue; until then it links its sections.
import { ScreenTitle } from '../shell/screen-title.tsx';
import { useShellNavigation } from '../shell/runtime-context.ts';
import '../shell/shell.css';

const LINKS = [
  { to: '/balance/replenish', label: 'Пополнить' },
  { to: '/balance/conclusion', label: 'Вывести' },
  { to: '/balance/translation', label: 'Перевести' },
  { to: '/balance/operations', label: 'Операции' },
] as const;

export default function BalanceScreen() {
  const { navigate } = useShellNavigation();
  return (
    <>
      <ScreenTitle />
      <nav aria-label="Разделы баланса" className="link-list">
        {LINKS.map((link) => (
          <a
            key={link.to}
            href={link.to}
            className="link-list__item"
            onClick={(event) => {
              event.preventDefault();
              navigate(link.to);
            }}
          >
            {link.label}
          </a>
        ))}
      </nav>
    </>
  );
}
