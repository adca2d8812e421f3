import { useState, type FormEvent } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { OpsCategory } from '@rima/shared/endpoints/categories';
import { getErrorMessage } from '../../lib/get-error-message';
import { notify } from '../../lib/toast';
import { useT } from '../../lib/i18n';
import { ListError } from '../../components/list-states';
import {
  useAddCategoryMutation,
  useEditCategoryMutation,
  useListCategoriesQuery,
  useRetireCategoryMutation,
  type CategoryInput,
} from './ops-api';
import { opsMessages } from './i18n/messages';
import { CategoryDialog, CategoryFields, type CategoryDraft } from './ops-category-fields';
import { CommissionForm } from './ops-commission-form';
import { Loading, OpsPage, run } from './ops-ui';

const EMPTY_DRAFT: CategoryDraft = { name_id: '', name: '', slug: '', parent: '' };

type Actions = {
  onEdit: (c: OpsCategory) => void;
  onMove: (siblings: readonly OpsCategory[], index: number, by: -1 | 1) => void;
  onRetire: (c: OpsCategory) => void;
  isBusy: boolean;
};

/** One category's line: names, slug, counts and its actions (wrapping under the names on a phone). */
function CategoryRow({
  category,
  siblings,
  index,
  actions,
  isTop,
}: {
  category: OpsCategory;
  siblings: readonly OpsCategory[];
  index: number;
  actions: Actions;
  isTop: boolean;
}) {
  const t = useT(opsMessages);
  const retired = category.retired_at !== null;
  return (
    <div
      className={`d-flex flex-wrap align-items-center justify-content-between gap-2 ${retired ? 'text-muted' : ''}`}
      aria-label={category.name_id}
      role="group"
    >
      <div className="ops-category__names">
        <span className={isTop ? 'fw-medium' : ''}>{category.name_id}</span>
        <span className="text-muted"> · {category.name}</span>{' '}
        {retired && (
          <Badge bg="secondary" className="rounded-0">
            {t('retiredBadge')}
          </Badge>
        )}
        <div className="small text-muted text-break">
          /{category.slug} · {t('productCounts', { active: category.active_count, total: category.product_count })}
        </div>
      </div>
      <div className="d-flex flex-wrap gap-1">
        <Button
          size="sm"
          variant="outline-dark"
          className="rounded-0"
          aria-label={t('moveUpLabel', { name: category.name_id })}
          disabled={index === 0 || actions.isBusy}
          onClick={() => actions.onMove(siblings, index, -1)}
        >
          <i className="bi bi-arrow-up" aria-hidden="true" />
        </Button>
        <Button
          size="sm"
          variant="outline-dark"
          className="rounded-0"
          aria-label={t('moveDownLabel', { name: category.name_id })}
          disabled={index === siblings.length - 1 || actions.isBusy}
          onClick={() => actions.onMove(siblings, index, 1)}
        >
          <i className="bi bi-arrow-down" aria-hidden="true" />
        </Button>
        <Button
          size="sm"
          variant="outline-dark"
          className="rounded-0"
          aria-label={t('editLabel', { name: category.name_id })}
          onClick={() => actions.onEdit(category)}
        >
          {t('edit')}
        </Button>
        <Button
          size="sm"
          variant={retired ? 'outline-success' : 'outline-danger'}
          className="rounded-0"
          aria-label={t(retired ? 'restoreLabel' : 'retireLabel', { name: category.name_id })}
          disabled={actions.isBusy}
          onClick={() => actions.onRetire(category)}
        >
          {retired ? t('restore') : t('retire')}
        </Button>
      </div>
    </div>
  );
}

/** /ops/categories — the furniture tree: add, rename, move, reorder, retire; commission per top level. */
export default function OpsCategoriesPage() {
  const t = useT(opsMessages);
  const { data, error, refetch } = useListCategoriesQuery();
  const [add, adding] = useAddCategoryMutation();
  const [edit, editing] = useEditCategoryMutation();
  const [retire, retiring] = useRetireCategoryMutation();
  const [draft, setDraft] = useState<CategoryDraft>(EMPTY_DRAFT);
  const [formKey, setFormKey] = useState(0);
  const [editOf, setEditOf] = useState<OpsCategory | null>(null);

  const tops = data?.filter((c) => c.parent_id === null) ?? [];
  const leavesOf = (id: number) => data?.filter((c) => c.parent_id === id) ?? [];
  const parentsInUse = tops.filter((c) => c.retired_at === null);

  async function submitAdd(event: FormEvent) {
    event.preventDefault();
    const body = {
      name_id: draft.name_id.trim(),
      name: draft.name.trim(),
      slug: draft.slug,
      parent_id: draft.parent === '' ? null : Number(draft.parent),
    };
    if (await run(add(body).unwrap(), t('categoryAdded', { name: body.name_id }))) {
      setDraft(EMPTY_DRAFT);
      setFormKey((k) => k + 1);
    }
  }

  async function save(category: OpsCategory, changes: Partial<CategoryInput>) {
    if (Object.keys(changes).length === 0) return setEditOf(null);
    const name = changes.name_id ?? category.name_id;
    if (await run(edit({ id: category.id, ...changes }).unwrap(), t('categorySaved', { name }))) setEditOf(null);
  }

  /** Swaps a category with its neighbour; the siblings' positions become their places in the new order. */
  async function move(siblings: readonly OpsCategory[], index: number, by: -1 | 1) {
    const order = [...siblings];
    const [moved] = order.splice(index, 1);
    if (!moved) return;
    order.splice(index + by, 0, moved);
    try {
      for (const [i, c] of order.entries()) {
        if (c.position !== i + 1) await edit({ id: c.id, position: i + 1 }).unwrap();
      }
      notify.success(t('categorySaved', { name: moved.name_id }));
    } catch (e) {
      notify.error(getErrorMessage(e));
    }
  }

  function toggleRetired(c: OpsCategory) {
    const retired = c.retired_at === null;
    void run(
      retire({ id: c.id, retired }).unwrap(),
      t(retired ? 'categoryRetired' : 'categoryRestored', { name: c.name_id }),
    );
  }

  const actions: Actions = {
    onEdit: setEditOf,
    onMove: (siblings, index, by) => void move(siblings, index, by),
    onRetire: toggleRetired,
    isBusy: editing.isLoading || retiring.isLoading,
  };

  return (
    <OpsPage title={t('categoriesTitle')}>
      <p className="text-muted small">{t('categoriesIntro')}</p>
      {error ? (
        <ListError text={getErrorMessage(error)} onRetry={() => void refetch()} />
      ) : !data ? (
        <Loading rows={10} />
      ) : (
        <ol className="list-unstyled ops-category-tree" aria-label={t('categoriesTitle')}>
          {tops.map((top, i) => {
            const leaves = leavesOf(top.id);
            return (
              <li key={top.id} className="border p-2 mb-2">
                <CategoryRow category={top} siblings={tops} index={i} actions={actions} isTop />
                {leaves.length === 0 ? (
                  <p className="small text-muted ms-3 mt-2 mb-0">{t('noSubcategories')}</p>
                ) : (
                  <ol className="list-unstyled ms-2 ms-md-4 mt-2 mb-0">
                    {leaves.map((leaf, j) => (
                      <li key={leaf.id} className="border-top py-2">
                        <CategoryRow category={leaf} siblings={leaves} index={j} actions={actions} isTop={false} />
                      </li>
                    ))}
                  </ol>
                )}
              </li>
            );
          })}
        </ol>
      )}

      <h2 className="h5 fw-light mt-4">{t('addCategory')}</h2>
      <Form onSubmit={(e) => void submitAdd(e)} className="border p-3" aria-label={t('addCategory')}>
        <CategoryFields
          key={formKey}
          idPrefix="add-category"
          draft={draft}
          onChange={setDraft}
          parents={parentsInUse}
          allowTopLevel
        />
        <Button type="submit" variant="dark" className="rounded-0 mt-3" disabled={adding.isLoading}>
          {t('add')}
        </Button>
      </Form>

      <h2 className="h5 fw-light mt-5">{t('categoryRatesTitle')}</h2>
      {data ? <CommissionForm topLevels={tops} /> : <Loading rows={3} />}

      {editOf && (
        <CategoryDialog
          category={editOf}
          parents={parentsInUse}
          isBusy={editing.isLoading}
          onSave={(changes) => void save(editOf, changes)}
          onHide={() => setEditOf(null)}
        />
      )}
    </OpsPage>
  );
}
