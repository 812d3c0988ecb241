/**
 * Bases of common passwords in pt-BR and en (issue 5 blocklist): words, names, months, days, football clubs,
 * keyboard and counting patterns that people decorate with capitals, leetspeak and trailing digits or symbols
 * ("Senha@123", "P@ssw0rd!", "Flamengo2026#"). Lower case, without accents; password-rules.ts normalises a
 * password the same way before comparing. One string, split once, keeps the client bundle small.
 */
export const commonPasswordBases: readonly string[] = (
  "senha senhas minhasenha novasenha suasenha senhaforte senhasegura mudar mudar123 mudarsenha trocar " +
  "trocarsenha acesso acessar entrar login logar usuario usuaria admin administrador administracao root " +
  "sistema suporte teste testes testando master mestre segredo segura seguranca padrao inicial temporaria " +
  "provisoria bemvindo bemvinda ola oi amor meuamor amorzinho amore teamo teadoro teamomuito saudade " +
  "felicidade feliz vida minhavida familia deus deuseamor deusefiel jesus jesuscristo cristo gratidao paz " +
  "sorte esperanca brasil brazil brasileiro brasileira saopaulo riodejaneiro bahia minas minasgerais recife " +
  "curitiba portoalegre brasilia fortaleza salvador manaus belem goiania campinas santos natal maceio " +
  "floripa florianopolis sabia marketplace curso cursos aluno aluna professor professora medico medica " +
  "medicina enfermagem enfermeira enfermeiro saude hospital faculdade escola estudante universidade doutor " +
  "doutora residencia plantao janeiro fevereiro marco abril maio junho julho agosto setembro outubro " +
  "novembro dezembro january february march april may june july august september october november december " +
  "segunda terca quarta quinta sexta sabado domingo monday tuesday wednesday thursday friday saturday " +
  "sunday verao inverno primavera outono carnaval pascoa flamengo mengo mengao corinthians timao palmeiras " +
  "verdao tricolor peixe vasco vascodagama fluminense botafogo gremio internacional inter colorado cruzeiro " +
  "atletico galo vitoria sport nautico santacruz ceara coritiba athletico furacao goias parana chapecoense " +
  "bragantino juventude avai figueirense pontepreta guarani realmadrid barcelona barca chelsea arsenal " +
  "liverpool juventus milan manchester manutd psg bayern maria jose joao ana antonio francisco carlos paulo " +
  "pedro lucas luiz luis marcos gabriel rafael daniel marcelo bruno eduardo felipe rodrigo gustavo fernando " +
  "fernanda patricia juliana adriana aline camila amanda bruna jessica leticia julia beatriz mariana " +
  "larissa vanessa sandra luana gabriela rafaela isabela isabella sofia sophia alice laura manuela helena " +
  "valentina miguel arthur heitor davi bernardo enzo matheus mateus guilherme joaquim samuel theo vitor " +
  "victor leonardo thiago tiago diego andre ricardo roberto sergio jorge claudia cristina luciana renata " +
  "simone silvia marcia marta vera regina rosa raquel carla carolina caroline michael john david james " +
  "robert jennifer ashley charlie thomas jordan andrew joshua matthew william password passw passwd pass " +
  "letmein welcome administrator iloveyou love lover loveyou princess princesa sunshine shadow monkey " +
  "macaco dragon dragao football futebol baseball soccer superman batman spiderman homemaranha starwars " +
  "pokemon trustno whatever freedom liberdade secret hello hellohello qwerty qwertyuiop azerty asdfgh asdf " +
  "zxcvbn abc abcd abcde abcdef abcdefg abcdefgh abcabc test tester testing guest visitante default " +
  "changeme change computer computador internet google facebook instagram whatsapp apple samsung microsoft " +
  "windows linux summer winter spring autumn cheese cookie chocolate banana orange laranja flower flor " +
  "tigger harley ranger hunter buster hockey killer george michelle pepper andrea maggie ginger matrix " +
  "mustang access money dinheiro family friends amigos forever sempre angel anjo baby bebe babygirl blessed " +
  "heaven ceu estrela star lua sol mae pai filho filha irmao irma vovo casa gato cachorro dog cat " +
  "nossasenhora aparecida fiel corinthiano flamenguista palmeirense gremista colorada vascaino qwe asd zxc " +
  "qweasd qweasdzxc qazwsx zaq zaqwsx 1q2w3e 1q2w3e4r 1q2w3e4r5t q1w2e3r4 1qaz2wsx zaq12wsx qwe123 asd123 " +
  "abc123 senha123 admin123 teste123 a1b2c3 aa bb abab "
)
  .trim()
  .split(" ");
