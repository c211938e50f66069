import { Col, Row } from 'antd';
import { Link } from 'react-router';
import { HotSearchWords } from '../../../components/hot-search-words/HotSearchWords';
import { getHref } from '../../../config/paths';
import { BannerCarousel } from '../components/BannerCarousel';
import './home.css';

const CLASSICS = [
  { title: '论语', line: '学而时习之，不亦说乎' },
  { title: '诗经', line: '关关雎鸠，在河之洲' },
  { title: '唐诗三百首', line: '床前明月光，疑是地上霜' },
  { title: '宋词三百首', line: '明月几时有，把酒问青天' },
];

/** spec §2 home: banners and hot words from the server, and ways into the catalogue. */
export function HomePage() {
  return (
    <div className="home" data-testid="home">
      <BannerCarousel />
      <Row gutter={16} className="home__row">
        <Col xs={24} md={10}>
          <HotSearchWords />
        </Col>
        <Col xs={24} md={14}>
          <section className="home__classics" aria-label="经典导读">
            <h2>经典导读</h2>
            <div className="home__classics-grid">
              {CLASSICS.map((book) => (
                <Link
                  key={book.title}
                  to={getHref.resourceSearch(book.title)}
                  className="home__classic"
                >
                  <strong>{book.title}</strong>
                  <span>{book.line}</span>
                </Link>
              ))}
            </div>
          </section>
        </Col>
      </Row>
    </div>
  );
}
