import { inputErrorCode } from '@name-swiper/contract/errors';
import type { ErrorCode } from '@name-swiper/contract/errors';
import { namesakesQuerySchema } from '@name-swiper/contract/namesakes';
import type { FormEvent } from 'react';
import { useId, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useNamesakes } from '../../api/get-namesakes';
import { primaryButton, secondaryButton, textInput } from '../../components/ui/card';
import { ScreenTitle } from '../../components/ui/screen-title';
import { Skeleton } from '../../components/ui/skeleton';
import { useTranslation } from '../../i18n/use-translation';
import { usePreferences } from '../../stores/use-preferences';
import { NamesakeRow } from './namesake-row';
import { languageOf, relationText } from './relation-text';
import { usePick } from './use-pick';

export const NAMESAKES_PATH = '/namesakes';

/**
 * "Name after someone" (decision 97): a grandparent's name, typed under the user-text rule, and the catalogue's forms
 * of it (its spellings, other languages, nicknames and the forms for the other gender), each with why it is one and
 * how common it is in the parent's places, to put first in the family's deck with one tap. The name asked for is
 * kept in the address (`?name=`), so that coming back from a name's page shows the same answer.
 */
export function NamesakesScreen() {
  const { t, i18n } = useTranslation();
  const inputId = useId();
  const [, navigate] = useLocation();
  const asked = new URLSearchParams(useSearch()).get('name') ?? '';
  const [value, setValue] = useState(asked);
  const [refused, setRefused] = useState<ErrorCode | null>(null);
  const { selectedTags } = usePreferences();
  const query = useNamesakes(
    asked === '' ? undefined : { name: asked, language: i18n.language, tags: selectedTags },
  );
  const pick = usePick();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = namesakesQuerySchema.shape.name.safeParse(value);
    if (!parsed.success) {
      const code = inputErrorCode(parsed.error.issues[0]);
      setRefused(value.trim() === '' ? null : code);
      return;
    }
    setRefused(null);
    navigate(`${NAMESAKES_PATH}?name=${encodeURIComponent(parsed.data)}`, { replace: true });
  };

  const pages = query.data?.pages ?? [];
  const first = pages[0];
  const namesakes = pages.flatMap((page) => page.namesakes);
  const rowProps = (id: string) => ({
    listed: pick.isListed(id),
    pending: pick.isPending(id),
    onPick: () => pick.pick(id),
  });

  return (
    <section className="flex flex-col gap-4">
      <ScreenTitle>{t('namesakes.title')}</ScreenTitle>
      <p className="text-ink-muted">{t('namesakes.intro')}</p>
      <form className="flex flex-col gap-2" onSubmit={onSubmit}>
        <label htmlFor={inputId} className="font-semibold">
          {t('namesakes.label')}
        </label>
        <div className="flex flex-wrap gap-2">
          <input
            id={inputId}
            className={textInput}
            value={value}
            placeholder={t('namesakes.placeholder')}
            autoComplete="off"
            onChange={(event) => setValue(event.target.value)}
          />
          <button type="submit" className={primaryButton}>
            {t('namesakes.find')}
          </button>
        </div>
        {refused !== null && (
          <p role="alert" className="text-sm font-semibold text-dislike" data-testid="namesakes-refused">
            {t(`errors.${refused}`)}
          </p>
        )}
      </form>
      {pick.refusal !== null && (
        <p role="alert" className="font-semibold text-dislike" data-testid="namesakes-pick-refused">
          {t(`errors.${pick.refusal}`)}
        </p>
      )}
      {query.isPending && asked !== '' && <Skeleton className="h-40 rounded-3xl" />}
      {query.isError && <p role="alert">{t('namesakes.failed')}</p>}
      {first && !first.self && (
        <p data-testid="namesakes-none">{t('namesakes.notInCatalogue', { name: first.name })}</p>
      )}
      {first?.self && (
        <div className="flex flex-col gap-3" data-testid="namesakes">
          <ul className="flex flex-col gap-2" aria-label={first.self.name}>
            <NamesakeRow namesake={first.self} why={t('namesakes.self')} {...rowProps(first.self.id)} />
          </ul>
          {first.total === 0 ? (
            <p data-testid="namesakes-none">{t('namesakes.none', { name: first.self.name })}</p>
          ) : (
            <>
              <h2 className="text-lg font-bold">
                {t('namesakes.count', { count: first.total, name: first.self.name })}
              </h2>
              <ul
                className="flex flex-col gap-2"
                aria-label={t('namesakes.count', { count: first.total, name: first.self.name })}
              >
                {namesakes.map((namesake) => (
                  <NamesakeRow
                    key={namesake.id}
                    namesake={namesake}
                    why={relationText(
                      t,
                      first.name,
                      namesake,
                      languageOf(namesake.popularIn, selectedTags, i18n.language),
                    )}
                    {...rowProps(namesake.id)}
                  />
                ))}
              </ul>
              {query.hasNextPage && (
                <button
                  type="button"
                  className={`${secondaryButton} self-center`}
                  disabled={query.isFetchingNextPage}
                  onClick={() => void query.fetchNextPage()}
                >
                  {t('namesakes.more')}
                </button>
              )}
            </>
          )}
        </div>
      )}
    </section>
  );
}
