import Container from 'react-bootstrap/Container';
import Nav from 'react-bootstrap/Nav';
import Navbar from 'react-bootstrap/Navbar';
import NavDropdown from 'react-bootstrap/NavDropdown';
import { Link, NavLink } from 'react-router';
import { SHOP_NAME } from '@rima/shared/constants';
import { HeaderIcons } from './header-icons';
import { HeaderUserMenu } from './header-user-menu';

/** spec §2 header navigation: every listed route, plus the two 'Coming Soon' entries without a route. */
export function Header() {
  return (
    <Navbar expand="lg" className="site-header" sticky="top" collapseOnSelect>
      <Container>
        <Navbar.Brand as={Link} to="/" className="site-header__brand">
          {SHOP_NAME}
        </Navbar.Brand>
        <div className="d-flex align-items-center gap-1 order-lg-last">
          <HeaderIcons />
          <HeaderUserMenu />
          <Navbar.Toggle aria-controls="site-nav" className="ms-2" />
        </div>
        <Navbar.Collapse id="site-nav">
          <Nav className="mx-auto" as="ul">
            <Nav.Item as="li">
              <Nav.Link as={NavLink} to="/" end eventKey="/">
                Home
              </Nav.Link>
            </Nav.Item>
            <NavDropdown title="Shop" id="nav-shop" as="li">
              <NavDropdown.Item as={Link} to="/product">
                Products
              </NavDropdown.Item>
              <NavDropdown.Item as={Link} to="/cart">
                Cart
              </NavDropdown.Item>
              <NavDropdown.Item as={Link} to="/cart/checkout">
                Checkout
              </NavDropdown.Item>
              <NavDropdown.Item as={Link} to="/profile">
                My Account
              </NavDropdown.Item>
              <NavDropdown.Item as={Link} to="/order/tracking">
                Order Tracking
              </NavDropdown.Item>
              <NavDropdown.Item as={Link} to="/favorite">
                Favorite
              </NavDropdown.Item>
            </NavDropdown>
            <NavDropdown title="Pages" id="nav-pages" as="li">
              <NavDropdown.Item as={Link} to="/about">
                About Us
              </NavDropdown.Item>
              <NavDropdown.Item as={Link} to="/page/contact">
                Contact
              </NavDropdown.Item>
              <NavDropdown.Item as={Link} to="/faq">
                FAQ
              </NavDropdown.Item>
              <NavDropdown.Item as={Link} to="/error">
                404 Page
              </NavDropdown.Item>
              <NavDropdown.Divider />
              <NavDropdown.ItemText className="text-muted">Coming Soon</NavDropdown.ItemText>
              <NavDropdown.ItemText className="text-muted">Coming Soon</NavDropdown.ItemText>
            </NavDropdown>
            <Nav.Item as="li">
              <Nav.Link as={NavLink} to="/blog" eventKey="/blog">
                Blog
              </Nav.Link>
            </Nav.Item>
            <Nav.Item as="li">
              <Nav.Link as={NavLink} to="/page/contact" eventKey="/page/contact">
                Contact
              </Nav.Link>
            </Nav.Item>
          </Nav>
        </Navbar.Collapse>
      </Container>
    </Navbar>
  );
}
