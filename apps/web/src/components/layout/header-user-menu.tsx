import { useState } from 'react';
import Dropdown from 'react-bootstrap/Dropdown';
import { Link } from 'react-router';
import { useAppSelector } from '../../app/hooks';
import { LogoutDialog } from '../logout-dialog';

/** spec §2: logged-in menu Profile, Chat, Notification, Logout; logged-out Login, Register, Chat, Notification. */
export function HeaderUserMenu() {
  const userInfo = useAppSelector((s) => s.auth.userInfo);
  const [isLogoutOpen, setLogoutOpen] = useState(false);
  return (
    <>
      <Dropdown align="end">
        <Dropdown.Toggle variant="link" className="header-icon" aria-label="Account menu" id="user-menu">
          <i className="bi bi-person" aria-hidden="true" />
        </Dropdown.Toggle>
        <Dropdown.Menu>
          {userInfo?.token ? (
            <Dropdown.Item as={Link} to="/profile">
              Profile
            </Dropdown.Item>
          ) : (
            <>
              <Dropdown.Item as={Link} to="/login">
                Login
              </Dropdown.Item>
              <Dropdown.Item as={Link} to="/register">
                Register
              </Dropdown.Item>
            </>
          )}
          <Dropdown.Item as={Link} to="/chat">
            Chat
          </Dropdown.Item>
          <Dropdown.Item as={Link} to="/notification">
            Notification
          </Dropdown.Item>
          {userInfo?.token && (
            <Dropdown.Item as="button" type="button" onClick={() => setLogoutOpen(true)}>
              Logout
            </Dropdown.Item>
          )}
        </Dropdown.Menu>
      </Dropdown>
      <LogoutDialog show={isLogoutOpen} onHide={() => setLogoutOpen(false)} />
    </>
  );
}
