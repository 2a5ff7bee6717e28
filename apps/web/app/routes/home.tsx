import { useTranslation } from 'react-i18next';

export default function Home() {
  const { t } = useTranslation();
  return (
    <main id="main" className="mx-auto max-w-6xl p-6">
      <h1 className="text-3xl font-bold">{t('home.title')}</h1>
    </main>
  );
}
