// Publicações do blog em português (/blog e /blog/{query}).
import type { BlogContent } from '../types';

const blog: BlogContent = {
  title: 'Blog',
  lead: 'Novidades do produto e notas sobre como construímos a OSB.',
  posts: {
    'introducing-osb': {
      date: '2026-02-10',
      author: 'Equipe OSB',
      title: 'Apresentamos a OSB: uma conta para social, pay e cloud',
      lead: 'Hoje abrimos a OSB para todo mundo: cinco produtos com um só login e um só saldo.',
      sections: [
        {
          paragraphs: [
            'Começamos a OSB a partir de uma observação simples: as pessoas que conhecemos alternam entre cinco ou seis apps para fazer coisas que andam juntas — pedir dinheiro a um amigo, pagar um vendedor, colocar uma loja pequena no ar, avisar o cliente de que o pedido está pronto.',
            'A OSB junta esses passos. A mesma conta publica no seu feed, guarda seu OSBT, registra seu domínio e envia suas mensagens de WhatsApp.',
          ],
        },
        {
          heading: 'O que vem na caixa',
          bullets: [
            'App: descobrir, publicações, conversas, comunidades e um jogo rápido valendo OSBT.',
            'Pay: uma carteira em OSBT com negociação P2P e cartões-presente.',
            'Cloud: domínios, armazenamento, e-mail, SMS e WhatsApp.',
            'Map e Market: lugares e vendedores perto de você.',
          ],
        },
        {
          heading: 'O que vem depois',
          paragraphs: [
            'Mais parceiros de pagamento, mais idiomas e um programa público de API. Conte o que você precisa em Conta → Suporte.',
          ],
        },
      ],
    },
    'double-entry-ledger': {
      date: '2026-02-24',
      author: 'Engenharia do Pay',
      title: 'Por que seu saldo em OSBT sempre fecha',
      lead: 'Um olhar sobre o livro-razão de partida dobrada por trás de cada pagamento, aposta, pedido e fatura de cloud.',
      sections: [
        {
          paragraphs: [
            'Toda vez que o OSBT se move, gravamos dois lançamentos: um que tira o valor de uma conta e outro que o entrega a outra. Um saldo nunca é um número que alguém edita; é a soma dos seus lançamentos.',
          ],
        },
        {
          heading: 'Três regras que nunca quebramos',
          bullets: [
            'Os valores são inteiros na menor unidade, então não há desvio de arredondamento.',
            'Cada gravação leva um id de requisição do cliente; enviá-la de novo não muda nada.',
            'Nenhum saldo pode ficar abaixo de zero — a gravação é recusada.',
          ],
        },
        {
          paragraphs: [
            'O mesmo livro-razão atende a custódia do jogo, as negociações P2P, os cartões-presente, o checkout do Market e a cobrança de cloud: todos os produtos seguem as mesmas regras.',
          ],
        },
      ],
    },
    'portuguese-first': {
      date: '2026-03-05',
      author: 'Design',
      title: 'Português primeiro, inglês a um toque',
      lead: 'Por que a OSB abre em português e como mantemos os dois idiomas igualmente bons.',
      sections: [
        {
          paragraphs: [
            'A maioria dos nossos primeiros membros pensa e paga em português, então é por aí que a OSB começa. O inglês está sempre a um toque no menu de idioma, e a página recarrega para que todas as telas mudem de uma vez.',
          ],
        },
        {
          heading: 'Como mantemos os dois idiomas em dia',
          bullets: [
            'Todo texto fica num catálogo com os dois idiomas lado a lado.',
            'Valores e datas são formatados para o idioma em que você lê, na sua moeda e no seu fuso.',
            'As mensagens que pedem uma ação são testadas palavra por palavra.',
          ],
        },
      ],
    },
  },
};

export default blog;
