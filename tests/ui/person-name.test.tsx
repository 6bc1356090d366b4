import { screen } from '@testing-library/react';
import { defineMessage } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { PersonLink, personMessages, usePersonName } from '../../src/components/person/person-name';
import { WriteLink } from '../../src/components/write-link/write-link';
import { text } from '../support/messages';
import { renderPage } from './render-page';

/**
 * The one piece every list of people shows a person with (issue 18): a deleted account reads
 * «Удалённый пользователь», never the area's word for someone without a name, and leads nowhere.
 */

const fallback = defineMessage({ id: 'messages.chat.someone', defaultMessage: 'Участник' });
const ID = '3f0c2a51-94b6-4c1e-9a64-7c1d2f3e4a5b';

function Named({ person }: { person: { fullName?: string | null; deleted?: boolean } | null }) {
  const nameOf = usePersonName();
  return (
    <>
      <span data-testid="with-fallback">{nameOf(person, fallback)}</span>
      <span data-testid="default">{nameOf(person)}</span>
    </>
  );
}

describe('usePersonName', () => {
  it.each([
    ['a name', { fullName: 'Анна Петрова' }, 'Анна Петрова', 'Анна Петрова'],
    ['no name', { fullName: '  ' }, text(fallback), text(personMessages.noName)],
    ['nobody known', null, text(fallback), text(personMessages.noName)],
    [
      'a deleted account, whatever name is left',
      { fullName: 'Анна Петрова', deleted: true },
      text(personMessages.deleted),
      text(personMessages.deleted),
    ],
  ])('%s', (_, person, withFallback, byDefault) => {
    renderPage(<Named person={person} />);
    expect(screen.getByTestId('with-fallback')).toHaveTextContent(withFallback);
    expect(screen.getByTestId('default')).toHaveTextContent(byDefault);
  });
});

describe('PersonLink and WriteLink', () => {
  it('lead to the person’s page and conversation', () => {
    renderPage(
      <>
        <PersonLink id={ID}>Анна</PersonLink>
        <WriteLink userId={ID} name="Анна" />
      </>,
    );
    expect(screen.getByRole('link', { name: 'Анна' })).toHaveAttribute('href', `/users/${ID}`);
    expect(screen.getAllByRole('link')).toHaveLength(2);
  });

  it('lead nowhere for a deleted account: its page is the 404, and nobody writes to it', () => {
    renderPage(
      <>
        <PersonLink id={ID} deleted>
          {text(personMessages.deleted)}
        </PersonLink>
        <WriteLink userId={ID} name={text(personMessages.deleted)} deleted />
      </>,
    );
    expect(screen.getByText(text(personMessages.deleted))).toBeInTheDocument();
    expect(screen.queryAllByRole('link')).toEqual([]);
  });
});
