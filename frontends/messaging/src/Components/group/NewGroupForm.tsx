import { CHAT_GROUP_MAX_OTHERS, CHAT_GROUP_MIN_OTHERS, CHAT_GROUP_NAME_MAX, type ChatMember } from '@art/sdk/messaging';
import { Avatar, Button, TextInput } from '@art/ui';
import { type FormEvent, useId, useState } from 'react';
import { useMessagingTranslation } from '../../hooks/useMessagingTranslation.js';
import './NewGroupForm.css';

type NewGroupFormProps = {
  candidates: ChatMember[];
  isSaving: boolean;
  onCreate: (name: string, participants: string[]) => void;
  onCancel: () => void;
};

/**
 * A group's name (1 to 60 characters) and its people, chosen among those the viewer chats with
 * (2 to 50 besides the viewer), with a filter by name; checked here as the server checks them.
 */
export function NewGroupForm({ candidates, isSaving, onCreate, onCancel }: NewGroupFormProps) {
  const { t } = useMessagingTranslation();
  const [name, setName] = useState('');
  const [filter, setFilter] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const [hasTried, setHasTried] = useState(false);
  const peopleId = useId();

  const trimmed = name.trim();
  const nameProblem = !trimmed
    ? t('group.nameRequired')
    : [...trimmed].length > CHAT_GROUP_NAME_MAX
      ? t('group.nameTooLong', { max: CHAT_GROUP_NAME_MAX })
      : '';
  const peopleProblem =
    chosen.length < CHAT_GROUP_MIN_OTHERS
      ? t('group.needMore', { min: CHAT_GROUP_MIN_OTHERS })
      : chosen.length > CHAT_GROUP_MAX_OTHERS
        ? t('group.tooMany', { max: CHAT_GROUP_MAX_OTHERS })
        : '';
  const needle = filter.trim().toLocaleLowerCase();
  const shown = needle ? candidates.filter((member) => member.name.toLocaleLowerCase().includes(needle)) : candidates;

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setHasTried(true);
    if (nameProblem || peopleProblem || isSaving) return;
    onCreate(trimmed, chosen);
  }

  function toggle(memberId: string, isChosen: boolean) {
    setChosen((now) => (isChosen ? [...now, memberId] : now.filter((id) => id !== memberId)));
  }

  return (
    <form className="msg-group-form" onSubmit={handleSubmit} noValidate data-testid="new-group-form">
      <TextInput
        label={t('group.name')}
        value={name}
        maxLength={CHAT_GROUP_NAME_MAX * 2}
        onChange={(event) => setName(event.target.value)}
        error={hasTried ? nameProblem : undefined}
        data-testid="group-name"
      />
      <fieldset className="msg-group-form__people" aria-describedby={peopleId}>
        <legend>{t('group.people')}</legend>
        {candidates.length === 0 ? (
          <p className="msg-group-form__note" data-testid="group-nobody">
            {t('group.nobody')}
          </p>
        ) : (
          <>
            <TextInput
              label={t('group.filter')}
              type="search"
              value={filter}
              onChange={(event) => setFilter(event.target.value)}
              data-testid="group-filter"
            />
            <ul className="msg-group-form__list">
              {shown.map((member) => (
                <li key={member._id}>
                  <label className="msg-group-form__person">
                    <input
                      type="checkbox"
                      checked={chosen.includes(member._id)}
                      onChange={(event) => toggle(member._id, event.target.checked)}
                      data-testid="group-person"
                      data-user={member._id}
                    />
                    <Avatar picture={member.picture} name={member.name} size={32} />
                    <span>{member.name}</span>
                  </label>
                </li>
              ))}
            </ul>
          </>
        )}
        <p id={peopleId} className="msg-group-form__note" data-testid="group-chosen">
          {t('group.chosen', { count: chosen.length })}
        </p>
        {hasTried && peopleProblem && (
          <p className="msg-group-form__error" role="alert" data-testid="group-people-error">
            {peopleProblem}
          </p>
        )}
      </fieldset>
      <div className="msg-group-form__actions">
        <Button variant="secondary" onClick={onCancel}>
          {t('group.cancel')}
        </Button>
        <Button type="submit" isLoading={isSaving} data-testid="group-create">
          {t('group.create')}
        </Button>
      </div>
    </form>
  );
}
