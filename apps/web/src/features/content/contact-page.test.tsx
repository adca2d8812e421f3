import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/store';
import ContactPage from './contact-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderContact() {
  const fetchSpy = vi.fn(() => Promise.resolve(new Response('{}', { status: 500 })));
  vi.stubGlobal('fetch', fetchSpy);
  const router = createMemoryRouter([{ path: '/page/contact', element: <ContactPage /> }], {
    initialEntries: ['/page/contact'],
  });
  render(
    <Provider store={makeStore()}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return fetchSpy;
}

describe('ContactPage', () => {
  it('explains every missing field and sends nothing', async () => {
    const fetchSpy = renderContact();
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Please enter your name')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid e-mail address')).toBeInTheDocument();
    expect(screen.getByText('Please choose a plan')).toBeInTheDocument();
    expect(screen.getByText('Please write a message')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('offers the three plans of the spec', () => {
    renderContact();
    const plan = screen.getByLabelText('Plan');
    expect([...plan.querySelectorAll('option:not([disabled])')].map((o) => o.textContent)).toEqual([
      'Business',
      'Free',
      'Premium',
    ]);
  });
});
