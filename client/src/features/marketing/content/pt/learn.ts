// Documentação (/docs/{query}/{slug}) e guias (/guides/{query}/{slug}) em português.
import type { LearnContent } from '../types';

const learn: LearnContent = {
  docs: {
    title: 'Documentação',
    lead: 'Referência de cada produto da OSB.',
    topics: {
      cloud: {
        name: 'Cloud',
        summary: 'Domínios, armazenamento, e-mail, SMS e WhatsApp.',
        articles: {
          'getting-started-with-cloud': {
            title: 'Primeiros passos no cloud',
            lead: 'Tudo do cloud fica num só painel e é pago com o seu saldo em OSBT.',
            sections: [
              {
                heading: 'Abra o painel',
                paragraphs: [
                  'Entre e escolha Cloud no menu de produtos, no canto superior direito. A visão geral mostra cada serviço, o que ele está usando e quanto custou no mês.',
                ],
              },
              {
                heading: 'Adicione fundos',
                paragraphs: [
                  'As cobranças de cloud saem do seu saldo em OSBT. Recarregue em Conta → Recarregar antes de criar recursos pagos, para que nada pare por falta de saldo.',
                ],
              },
              {
                heading: 'Escolha um primeiro serviço',
                bullets: [
                  'Domínios: registre um nome ou transfira um que já é seu.',
                  'Armazenamento: crie um bucket e envie arquivos.',
                  'E-mail, SMS e WhatsApp: fale com pessoas a partir do seu app ou manualmente.',
                ],
              },
              {
                heading: 'Configurações',
                paragraphs: [
                  'Cloud → Configurações guarda um limite mensal de gastos (cobranças que passariam dele são recusadas), um alerta de saldo baixo, o remetente padrão de e-mail e o nome do remetente de SMS, e as suas chaves de API com os escopos.',
                ],
              },
            ],
          },
          'register-a-domain': {
            title: 'Registrar um domínio',
            lead: 'Busque, registre e aponte um domínio em poucos minutos.',
            sections: [
              {
                heading: 'Buscar e registrar',
                paragraphs: [
                  'Vá em Cloud → Domínios → Novo domínio, digite o nome desejado e escolha uma terminação disponível. O preço anual aparece na sua moeda antes da confirmação.',
                ],
              },
              {
                heading: 'Transferir um domínio',
                paragraphs: [
                  'Desbloqueie o domínio no registrador atual, copie o código de transferência e cole em Cloud → Domínios → Transferir domínio.',
                ],
              },
              {
                heading: 'Gerenciar registros',
                paragraphs: [
                  'Abra o domínio na lista para gerenciar os registros DNS e a renovação. As mudanças costumam valer em minutos.',
                ],
              },
            ],
          },
          'send-sms-and-whatsapp': {
            title: 'Enviar SMS e WhatsApp',
            lead: 'Alcance clientes no celular com status de entrega para cada mensagem.',
            sections: [
              {
                heading: 'SMS',
                paragraphs: [
                  'Em Cloud → SMS, escreva a mensagem, adicione um número ou uma lista e envie. Cada mensagem aparece como pendente, entregue ou com falha.',
                ],
              },
              {
                heading: 'WhatsApp',
                paragraphs: [
                  'Em Cloud → WhatsApp, escolha um modelo aprovado, preencha os campos e envie. Só envio: respostas não são recebidas aqui.',
                ],
              },
            ],
          },
        },
      },
      pay: {
        name: 'Pay',
        summary: 'Carteira, transferências e negociação P2P.',
        articles: {
          'wallet-basics': {
            title: 'Noções básicas da carteira',
            lead: 'Sua carteira guarda OSBT e mostra o valor na moeda que você escolher.',
            sections: [
              {
                heading: 'Saldo e moeda',
                paragraphs: [
                  'O saldo na barra superior está em OSBT. Escolha a moeda dos valores exibidos em Conta → Moeda; a cotação usada é a do momento.',
                ],
              },
              {
                heading: 'Movimentar dinheiro',
                bullets: [
                  'Adicionar e Retirar trazem e levam valor da OSB.',
                  'Enviar e Solicitar movem OSBT entre pessoas.',
                  'Converter troca um ativo por outro.',
                ],
              },
              {
                heading: 'Histórico',
                paragraphs: ['Pay → Atividade lista cada movimento com o horário no seu fuso.'],
              },
            ],
          },
          'p2p-trading': {
            title: 'Negociação ponto a ponto',
            lead: 'Compre ou venda OSBT diretamente com outras pessoas, com a plataforma guardando o valor até os dois lados confirmarem.',
            sections: [
              {
                heading: 'Encontre uma oferta',
                paragraphs: ['Pay → P2P ao vivo lista as ofertas do momento com preço, limites e formas de pagamento.'],
              },
              {
                heading: 'Acompanhe a ordem',
                paragraphs: ['Cada ordem tem sua página em Ordens P2P, com cada etapa até ser concluída ou cancelada.'],
              },
            ],
          },
        },
      },
      app: {
        name: 'App',
        summary: 'Feed, conversas, comunidades e jogo.',
        articles: {
          'inbox-and-communities': {
            title: 'Mensagens e comunidades',
            lead: 'Conversas diretas e comunidades dividem uma caixa de entrada que se atualiza ao vivo.',
            sections: [
              {
                heading: 'Comece uma conversa',
                paragraphs: [
                  'Use o botão de ações e escolha Criar conversa; depois encontre a pessoa pelo nome de usuário. Se vocês já conversam, a conversa existente abre.',
                ],
              },
              {
                heading: 'Crie uma comunidade',
                paragraphs: [
                  'Escolha Criar comunidade, dê um nome de 3 a 25 letras, números ou sublinhados e uma descrição de até 200 caracteres.',
                ],
              },
              {
                heading: 'Confirmação de leitura',
                paragraphs: [
                  'As mensagens aparecem como pendentes, entregues ou lidas, e as notificações chegam enquanto o app está aberto.',
                ],
              },
            ],
          },
          'play-stakes': {
            title: 'Jogo e apostas',
            lead: 'Pedra, papel e tesoura valendo OSBT, contra um amigo ou alguém online.',
            sections: [
              {
                heading: 'Faixas',
                bullets: [
                  'Dime: de 10 a 100 OSBT (10, 20, 40, 80).',
                  'Cent: de 100 a 1.000 OSBT (160, 320, 640).',
                  'Kilo: de 1.000 a 10.000 OSBT (1.280, 2.560, 5.120).',
                  'Halo: a partir de 10.000 OSBT, dobrando de 10.240 até 5.242.880.',
                ],
              },
              {
                heading: 'Tempo justo',
                paragraphs: [
                  'Quando as duas jogadas chegam, a rodada é decidida na hora. Se o adversário saiu, a rodada se resolve sozinha após 30 segundos.',
                ],
              },
            ],
          },
        },
      },
      account: {
        name: 'Conta',
        summary: 'Login, contas e preferências.',
        articles: {
          'sessions-and-accounts': {
            title: 'Sessões e contas',
            lead: 'Mantenha várias contas num aparelho e alterne entre elas com segurança.',
            sections: [
              {
                heading: 'Adicionar uma conta',
                paragraphs: ['Abra o menu do perfil e escolha Adicionar conta. Você pode manter até cinco contas num aparelho.'],
              },
              {
                heading: 'Trocar e sair',
                paragraphs: [
                  'Escolha outra conta no menu do perfil para trocar. Sair remove a conta atual do aparelho; se houver outra guardada, a OSB troca para ela; senão, você volta à página de login.',
                ],
              },
              {
                heading: 'Preferências',
                paragraphs: ['Conta → Moeda e Conta → Fuso horário definem como valores e horários aparecem em todo lugar.'],
              },
            ],
          },
        },
      },
    },
  },
  guides: {
    title: 'Guias',
    lead: 'Roteiros passo a passo para as tarefas mais comuns.',
    topics: {
      app: {
        name: 'App',
        summary: 'Comece no social e nas mensagens.',
        articles: {
          'your-first-week': {
            title: 'Sua primeira semana na OSB',
            lead: 'Cinco passos pequenos para a OSB parecer sua casa.',
            sections: [
              {
                bullets: [
                  'Escolha um nome de usuário que as pessoas reconheçam e adicione uma foto.',
                  'Siga algumas pessoas em Descobrir e abra uma #tag que interesse a você.',
                  'Comece uma conversa com um amigo e crie uma comunidade para o seu grupo.',
                  'Defina sua moeda e seu fuso horário na área da conta.',
                  'Experimente uma partida de pedra, papel e tesoura na faixa dime com um amigo.',
                ],
              },
            ],
          },
        },
      },
      pay: {
        name: 'Pay',
        summary: 'Movimente dinheiro com confiança.',
        articles: {
          'top-up-and-cash-out': {
            title: 'Recarregar e sacar',
            lead: 'Traga valor para a OSB e leve de volta.',
            sections: [
              {
                heading: 'Recarregar',
                paragraphs: [
                  'Vá em Conta → Recarregar, escolha um valor e um método e confirme. Seu saldo em OSBT se atualiza quando o pagamento é compensado.',
                ],
              },
              {
                heading: 'Sacar',
                paragraphs: [
                  'Vá em Conta → Sacar, escolha para onde vai o dinheiro e quanto. Você vê o valor na sua moeda antes de confirmar.',
                ],
              },
            ],
          },
        },
      },
      cloud: {
        name: 'Cloud',
        summary: 'Coloque um negócio no ar.',
        articles: {
          'launch-a-website': {
            title: 'Coloque seu negócio no seu próprio domínio',
            lead: 'Um domínio, seus registros DNS, arquivos para compartilhar e e-mails enviados do seu endereço — uns quinze minutos.',
            sections: [
              {
                bullets: [
                  'Registre seu domínio em Cloud → Domínios → Novo domínio.',
                  'Na página do domínio, adicione os registros DNS que a sua hospedagem de site informar (A, CNAME, TXT).',
                  'Crie um bucket público em Cloud → Armazenamento para os arquivos que você compartilha (tabelas de preço, imagens, PDFs): cada um ganha um link. Os arquivos são baixados; um bucket não hospeda páginas web.',
                  'Envie e-mails de um endereço do seu domínio em Cloud → E-mail (só envio: nenhuma caixa postal fica aqui, então adicione registros MX do serviço de e-mail que recebe as respostas).',
                ],
              },
            ],
          },
        },
      },
      map: {
        name: 'Map',
        summary: 'Encontre e guarde lugares.',
        articles: {
          'save-and-share-places': {
            title: 'Salvar e compartilhar locais',
            lead: 'Guarde os lugares de que gosta e envie para os amigos.',
            sections: [
              {
                paragraphs: [
                  'Abra Map → Mapa ao vivo, escolha um local e salve. Todo local tem um código curto; envie o link e ele abre ali mesmo para a outra pessoa.',
                ],
              },
            ],
          },
        },
      },
      market: {
        name: 'Market',
        summary: 'Compre e venda com segurança.',
        articles: {
          'buy-safely': {
            title: 'Compre com segurança no Market',
            lead: 'Alguns hábitos que deixam cada pedido tranquilo.',
            sections: [
              {
                bullets: [
                  'Pague dentro da OSB: o pedido e o status ficam registrados.',
                  'Confira o selo de verificado e as avaliações do vendedor.',
                  'Acompanhe o pedido em Market → Pedidos e confirme só quando chegar.',
                  'Guarde em Salvos o que ainda está em dúvida e decida depois.',
                ],
              },
            ],
          },
        },
      },
    },
  },
};

export default learn;
