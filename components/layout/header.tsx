import { MainNav } from './main-nav';

/** The site header: logo, assistance line, external buttons and the main menu (a client island). */
export function Header() {
  return (
    <header className="relative z-40 border-b border-forest-900/10 bg-white">
      <MainNav />
    </header>
  );
}
