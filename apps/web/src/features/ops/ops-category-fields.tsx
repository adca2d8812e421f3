import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import type { OpsCategory } from '@rima/shared/endpoints/categories';
import { useT } from '../../lib/i18n';
import { opsMessages } from './i18n/messages';
import type { CategoryInput } from './ops-api';

/** A slug proposed from the Bahasa name ("Meja & Kursi Teras" → "meja-kursi-teras"); the operator may change it. */
export function slugOf(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
}

export type CategoryDraft = { name_id: string; name: string; slug: string; parent: string };

/** The names, slug and place of a category; `parents` are the top levels a subcategory can sit under. */
export function CategoryFields({
  idPrefix,
  draft,
  onChange,
  parents,
  allowTopLevel,
}: {
  idPrefix: string;
  draft: CategoryDraft;
  onChange: (draft: CategoryDraft) => void;
  parents: readonly OpsCategory[] | null;
  allowTopLevel: boolean;
}) {
  const t = useT(opsMessages);
  const [slugEdited, setSlugEdited] = useState(draft.slug !== '');
  return (
    <div className="row g-2">
      {parents && (
        <Form.Group controlId={`${idPrefix}-parent`} className="col-12 col-md-6">
          <Form.Label>{t('categoryParent')}</Form.Label>
          <Form.Select
            className="rounded-0"
            value={draft.parent}
            onChange={(e) => onChange({ ...draft, parent: e.target.value })}
          >
            {allowTopLevel && <option value="">{t('topLevel')}</option>}
            {parents.map((p) => (
              <option key={p.id} value={String(p.id)}>
                {t('underParent', { name: p.name_id })}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
      )}
      <Form.Group controlId={`${idPrefix}-name-id`} className="col-12 col-md-6">
        <Form.Label>{t('nameId')}</Form.Label>
        <Form.Control
          className="rounded-0"
          required
          maxLength={60}
          value={draft.name_id}
          onChange={(e) =>
            onChange({
              ...draft,
              name_id: e.target.value,
              ...(slugEdited ? {} : { slug: slugOf(e.target.value) }),
            })
          }
        />
      </Form.Group>
      <Form.Group controlId={`${idPrefix}-name`} className="col-12 col-md-6">
        <Form.Label>{t('nameEn')}</Form.Label>
        <Form.Control
          className="rounded-0"
          required
          maxLength={60}
          value={draft.name}
          onChange={(e) => onChange({ ...draft, name: e.target.value })}
        />
      </Form.Group>
      <Form.Group controlId={`${idPrefix}-slug`} className="col-12 col-md-6">
        <Form.Label>{t('slugLabel')}</Form.Label>
        <Form.Control
          className="rounded-0"
          required
          maxLength={60}
          pattern="[a-z0-9]+(-[a-z0-9]+)*"
          value={draft.slug}
          onChange={(e) => {
            setSlugEdited(true);
            onChange({ ...draft, slug: e.target.value });
          }}
        />
        <Form.Text>{t('slugHelp')}</Form.Text>
      </Form.Group>
    </div>
  );
}

/** What changed in a draft, as the edit endpoint takes it. */
export function changesOf(category: OpsCategory, draft: CategoryDraft): Partial<CategoryInput> {
  const changes: Partial<CategoryInput> = {};
  if (draft.name_id.trim() !== category.name_id) changes.name_id = draft.name_id.trim();
  if (draft.name.trim() !== category.name) changes.name = draft.name.trim();
  if (draft.slug !== category.slug) changes.slug = draft.slug;
  if (category.parent_id !== null && draft.parent !== String(category.parent_id)) {
    changes.parent_id = Number(draft.parent);
  }
  return changes;
}

/** Rename a category, change its slug, or (a subcategory) move it under another top level. */
export function CategoryDialog({
  category,
  parents,
  isBusy,
  onSave,
  onHide,
}: {
  category: OpsCategory;
  parents: readonly OpsCategory[];
  isBusy: boolean;
  onSave: (changes: Partial<CategoryInput>) => void;
  onHide: () => void;
}) {
  const t = useT(opsMessages);
  const [draft, setDraft] = useState<CategoryDraft>({
    name_id: category.name_id,
    name: category.name,
    slug: category.slug,
    parent: category.parent_id === null ? '' : String(category.parent_id),
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    onSave(changesOf(category, draft));
  }
  return (
    <Modal show onHide={onHide} centered>
      <Form onSubmit={submit}>
        <Modal.Header closeButton>
          <Modal.Title className="fw-light h5">{t('editCategoryTitle', { name: category.name_id })}</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <CategoryFields
            idPrefix="edit-category"
            draft={draft}
            onChange={setDraft}
            parents={category.parent_id === null ? null : parents}
            allowTopLevel={false}
          />
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-dark" className="rounded-0" onClick={onHide}>
            {t('cancel')}
          </Button>
          <Button type="submit" variant="dark" className="rounded-0" disabled={isBusy}>
            {t('save')}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
