import { Link } from '../../lib/link';
import { useEffect, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import Spinner from 'react-bootstrap/Spinner';
import type { ProfileUserItem } from '@rima/shared/api/profile';
import { genderSchema, phoneSchema } from '@rima/shared/api/profile';
import { API_MESSAGES } from '@rima/shared/api-messages';
import { MAX_PHOTO_BYTES, PHONE_MAX_LENGTH } from '@rima/shared/constants';
import { useAppSelector } from '../../app/hooks';
import { FullScreenLoader } from '../../components/full-screen-loader';
import { LogoutDialog } from '../../components/logout-dialog';
import { PageBanner } from '../../components/layout/page-banner';
import { useErrorText } from '../../lib/errors/use-error-text';
import { useT } from '../../lib/i18n';
import { notify } from '../../lib/toast';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ChangePasswordModal } from './change-password-modal';
import { useEditProfileMutation, useGetProfileQuery } from './profile-api';
import { profileMessages } from './i18n/messages';
import { SellerTabs } from './seller-tabs';
import { ProfileShippingLinks } from '../shipping';
import { InputField } from '../../components/form-inputs';

type Fields = Pick<ProfileUserItem, 'name' | 'gender' | 'phone' | 'address' | 'store_desc'> & { store_name: string };

const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

function fieldsOf(user: ProfileUserItem | undefined): Fields {
  return {
    name: user?.name ?? '',
    gender: user?.gender ?? '',
    phone: user?.phone ?? '',
    address: user?.address ?? '',
    store_desc: user?.store_desc ?? '',
    store_name: user?.username ?? '',
  };
}

/**
 * spec §5: gender 4 to 6 letters (lowercased), phone at most 13; the server checks the same rules.
 * The schemas' messages are API messages (lib/errors translates them).
 */
function validate(fields: Fields): string | null {
  const gender = genderSchema.safeParse(fields.gender);
  if (!gender.success) return gender.error.issues[0]?.message ?? API_MESSAGES.genderLength;
  const phone = phoneSchema.safeParse(fields.phone);
  if (!phone.success) return phone.error.issues[0]?.message ?? API_MESSAGES.phoneLong;
  return null;
}

/**
 * spec §2/§4 /profile: read-only until the pencil; then the fields and the photo picker are editable and
 * Save sends the update (multipart) and reloads the profile. Sellers see their tab bar.
 */
export default function ProfilePage() {
  const t = useT(profileMessages);
  const errorText = useErrorText();
  useDocumentTitle(t('title'));
  const role = useAppSelector((s) => s.auth.userInfo?.role);
  const isSeller = role === 'seller';
  const { data, isLoading, isError, error, refetch } = useGetProfileQuery();
  const [editProfile, { isLoading: isSaving }] = useEditProfileMutation();
  const account = data?.profileData[0];
  const user = data?.profileUser[0];

  // The draft exists only while editing; otherwise the page shows what the server holds.
  const [draft, setDraft] = useState<Fields | null>(null);
  const [photo, setPhoto] = useState<{ file: File; url: string } | null>(null);
  // An error (API failure or rule message) or one of this page's texts; translated when shown.
  const [message, setMessage] = useState<{ error: unknown } | { key: 'photoType' | 'photoSize' } | null>(null);
  const [isPasswordOpen, setPasswordOpen] = useState(false);
  const [isLogoutOpen, setLogoutOpen] = useState(false);

  // The preview URL is released when it is replaced or the page goes away.
  useEffect(() => {
    if (!photo) return;
    return () => URL.revokeObjectURL(photo.url);
  }, [photo]);

  if (isLoading) return <FullScreenLoader />;
  if (isError || !account || !user)
    return (
      <section className="container py-5 text-center">
        <p role="alert">{errorText(error, t('loadFailed'))}</p>
        <Button variant="dark" className="rounded-0" onClick={() => void refetch()}>
          {t('tryAgain')}
        </Button>
      </section>
    );

  const isEditing = draft !== null;
  const fields = draft ?? fieldsOf(user);
  const set = (key: keyof Fields) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...(current ?? fieldsOf(user)), [key]: event.target.value }));

  function cancel() {
    setDraft(null);
    setPhoto(null);
    setMessage(null);
  }

  function pickPhoto(file: File | undefined) {
    if (!file) return setPhoto(null);
    if (!PHOTO_TYPES.includes(file.type)) return setMessage({ key: 'photoType' });
    if (file.size > MAX_PHOTO_BYTES) return setMessage({ key: 'photoSize' });
    setMessage(null);
    setPhoto({ file, url: URL.createObjectURL(file) });
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    const problem = validate(fields);
    setMessage(problem ? { error: problem } : null);
    if (problem) return;
    const form = new FormData();
    form.append('name', fields.name.trim());
    form.append('gender', fields.gender.trim().toLowerCase());
    form.append('phone', fields.phone.trim());
    form.append('address', fields.address.trim());
    if (isSeller) form.append('store_desc', fields.store_desc.trim()); // spec §7 wire name
    // The store name (also the login name) is its own field; `address` stays the street address.
    if (isSeller && fields.store_name.trim() !== user?.username) form.append('store_name', fields.store_name.trim());
    if (photo) form.append('image', photo.file);
    try {
      await editProfile(form).unwrap();
      notify.success(t('saved'));
      setDraft(null);
      setPhoto(null);
    } catch (saveError) {
      setMessage({ error: saveError });
    }
  }

  const photoSrc = photo?.url ?? user.image;

  return (
    <>
      <PageBanner
        title={t('myAccount')}
        subtitle={isSeller ? t('storeGreeting', { name: account.username }) : t('hello', { name: account.username })}
      />
      <section className="container py-5 profile-page">
        {isSeller && <SellerTabs />}
        <Row className="g-5">
          <Col md={4} className="text-center">
            <div className="profile-photo mx-auto mb-3">
              {photoSrc ? (
                <img src={photoSrc} alt={t('profilePhoto')} className="profile-photo__img" />
              ) : (
                <i className="bi bi-person profile-photo__placeholder" aria-label={t('noPhoto')} role="img" />
              )}
            </div>
            <p className="fs-5 fw-light mb-1">{user.name || account.username}</p>
            <p className="text-muted small mb-4">{isSeller ? t('seller') : t('customer')}</p>
            <div className="d-grid gap-2">
              <Link to={isSeller ? '/admin/my-order' : '/order'} className="btn btn-dark rounded-0">
                {isSeller ? t('storeOrders') : t('myOrders')}
              </Link>
              <ProfileShippingLinks isSeller={isSeller} />
              <Button variant="outline-dark" className="rounded-0" onClick={() => setPasswordOpen(true)}>
                {t('editPassword')}
              </Button>
              <Button variant="dark" className="rounded-0" onClick={() => setLogoutOpen(true)}>
                {t('logout')}
              </Button>
            </div>
          </Col>
          <Col md={8}>
            <div className="d-flex align-items-center justify-content-between mb-3">
              <h2 className="h4 fw-light mb-0">{t('profile')}</h2>
              {!isEditing && (
                <Button
                  variant="outline-dark"
                  className="rounded-0"
                  aria-label={t('editProfile')}
                  onClick={() => setDraft(fieldsOf(user))}
                >
                  <i className="bi bi-pencil" aria-hidden="true" />
                </Button>
              )}
            </div>
            <Form onSubmit={(e) => void save(e)} noValidate aria-label={t('profile')}>
              <fieldset disabled={!isEditing}>
                <InputField
                  controlId="profile-name"
                  label={t('name')}
                  name="name"
                  value={fields.name}
                  onChange={set('name')}
                />
                {/* spec §5: the e-mail is read-only */}
                <InputField controlId="profile-email" label={t('email')} name="email" value={account.email} readOnly />
                <Row>
                  <Col sm={6}>
                    <InputField
                      controlId="profile-gender"
                      label={t('gender')}
                      name="gender"
                      value={fields.gender}
                      onChange={set('gender')}
                      placeholder={t('genderExample')}
                    />
                  </Col>
                  <Col sm={6}>
                    <InputField
                      controlId="profile-phone"
                      label={t('phone')}
                      name="phone"
                      type="tel"
                      maxLength={PHONE_MAX_LENGTH}
                      value={fields.phone}
                      onChange={set('phone')}
                    />
                  </Col>
                </Row>
                {isSeller && (
                  // spec §6 names this field 'Store Name': it holds the store's name, not the address
                  <InputField
                    controlId="profile-store-name"
                    label={t('storeName')}
                    name="store_name"
                    value={fields.store_name}
                    onChange={set('store_name')}
                    aria-describedby="profile-store-name-help"
                    help={t('storeNameHelp')}
                    helpId="profile-store-name-help"
                  />
                )}
                <InputField
                  controlId="profile-address"
                  label={isSeller ? t('storeAddress') : t('address')}
                  name="address"
                  value={fields.address}
                  onChange={set('address')}
                />
                {isSeller && (
                  <InputField
                    controlId="profile-store-desc"
                    label={t('storeDescription')}
                    as="textarea"
                    rows={3}
                    name="store_desc"
                    value={fields.store_desc}
                    onChange={set('store_desc')}
                  />
                )}
                {isEditing && (
                  <InputField
                    controlId="profile-photo"
                    label={t('photo')}
                    type="file"
                    name="image"
                    accept={PHOTO_TYPES.join(',')}
                    onChange={(e) => pickPhoto((e.target as HTMLInputElement).files?.[0])}
                  />
                )}
              </fieldset>
              {message && (
                <p className="text-danger small" role="alert">
                  {'key' in message ? t(message.key) : errorText(message.error)}
                </p>
              )}
              {isEditing && (
                <div className="d-flex gap-2">
                  <Button type="submit" variant="dark" className="rounded-0 px-4" disabled={isSaving}>
                    {isSaving && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
                    {t('save')}
                  </Button>
                  <Button variant="outline-dark" className="rounded-0 px-4" onClick={cancel} disabled={isSaving}>
                    {t('cancel')}
                  </Button>
                </div>
              )}
            </Form>
          </Col>
        </Row>
      </section>
      <ChangePasswordModal show={isPasswordOpen} onHide={() => setPasswordOpen(false)} />
      <LogoutDialog show={isLogoutOpen} onHide={() => setLogoutOpen(false)} />
    </>
  );
}
