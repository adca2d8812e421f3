import { Link } from 'react-router';

/**
 * Issue 17: a customer who opens a seller page is told plainly how to open a store, instead of an error.
 * Stores are separate accounts (the store name is also the login name), so the way in is a new registration.
 */
export function OpenStoreHint() {
  return (
    <div className="open-store-hint border p-4 mx-auto text-center" role="note">
      <h2 className="h5 fw-normal">Want to sell on RIMA?</h2>
      <p className="mb-3">
        This page is for stores. Your account is a shopper&apos;s account; to sell, register a store account with
        another e-mail address, choosing <strong>Seller</strong> and giving your store&apos;s name and description.
      </p>
      <Link to="/register" className="btn btn-dark rounded-0 px-4">
        Open a store
      </Link>
    </div>
  );
}
